import { telHref } from '@studio/core/contact/phone';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { siteConfig } from '@/content/siteConfig.ts';
import { studioCopy } from '@/content/studio.ts';
import { useAnchorClick } from './anchors.ts';
import { BrandMark } from './BrandMark.tsx';
import { EmailIcon, FacebookIcon, InstagramIcon, LocationOnIcon, PhoneIcon } from './contentIcons.tsx';
import type { IconComponent } from './icons.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import { useSiteContent } from '@/content/siteContent.tsx';

const quickLinks: { label: string; anchor?: string; to?: string }[] = [
  { label: 'About us', anchor: 'about' },
  { label: 'Classes', anchor: 'services' },
  { label: 'Facilities', anchor: 'facilities' },
  { label: 'Timetable', to: '/timetable' },
  { label: 'Membership prices', anchor: 'pricing' },
  { label: 'Reviews', anchor: 'reviews' },
  { label: 'Instagram', anchor: 'instagram' },
  { label: 'Events', to: '/events' },
  { label: 'Free trial & sign-up', to: '/signup' },
];

/** The privacy notice (with the choices of embedded content) and the accessibility statement. */
const legalLinks = [
  { label: 'Privacy and cookies', to: '/privacy' },
  { label: 'Accessibility', to: '/accessibility' },
];

function ColumnHeading({ children }: { children: ReactNode }) {
  return <h2 className="site-footer__heading">{children}</h2>;
}

function ContactLine({ Icon, children }: { Icon: IconComponent; children: ReactNode }) {
  return (
    <div className="site-footer__contact-line">
      <Icon className="site-footer__contact-icon" />
      <div>{children}</div>
    </div>
  );
}

/**
 * The site footer: brand, quick links and contact details in three columns, then the copyright line. Plain
 * elements styled by Footer.css, like the header: no page loads MUI for its sake.
 */
export function Footer() {
  const anchorClick = useAnchorClick();
  const { studio } = useSiteContent();
  const socialLinks = [
    { label: 'Facebook', href: studio.social.facebook, Icon: FacebookIcon },
    { label: 'Instagram', href: studio.social.instagram, Icon: InstagramIcon },
  ];
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container container--lg">
        <div className="site-footer__columns">
          <div className="site-footer__brand">
            <BrandMark />
            <p className="site-footer__tagline">{studioCopy.footerTagline}</p>
            <div className="site-footer__social">
              {socialLinks.map(({ label, href, Icon }) => (
                <a
                  key={label}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new tab)`}
                  className="icon-button site-footer__social-link"
                >
                  <Icon />
                </a>
              ))}
            </div>
            <p className="site-footer__small site-footer__partners-intro">Proud to work with</p>
            <ul className="grid-list site-footer__partners">
              {studio.partners.map((partner) => (
                <li key={partner.name}>
                  <a href={partner.url} target="_blank" rel="noopener noreferrer" className="site-footer__partner">
                    {partner.name}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </a>
                  <span className="site-footer__small"> · {partner.kind}</span>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label="Footer">
            <ColumnHeading>Quick links</ColumnHeading>
            <ul className="grid-list site-footer__links">
              {quickLinks.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.anchor ? `/#${link.anchor}` : (link.to ?? '/')}
                    onClick={link.anchor ? anchorClick(link.anchor) : undefined}
                    className="site-footer__link"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <ColumnHeading>Contact us</ColumnHeading>
            <address className="site-footer__contact">
              <ContactLine Icon={EmailIcon}>
                <a href={`mailto:${studio.email}`} className="site-footer__contact-link">
                  {studio.email}
                </a>
              </ContactLine>
              <ContactLine Icon={PhoneIcon}>
                <a href={telHref(studio.phone)} className="site-footer__contact-link">
                  {studio.phone}
                </a>
              </ContactLine>
              {Object.values(studio.sites).map((site) => (
                <ContactLine key={site.name} Icon={LocationOnIcon}>
                  <strong className="site-footer__site">{site.name}</strong>
                  {site.address}
                </ContactLine>
              ))}
            </address>
          </div>
        </div>
        <div className="site-footer__bottom">
          <p className="site-footer__small">
            © {year} {siteConfig.name}
          </p>
          <ul className="site-footer__legal" aria-label="About this website">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="site-footer__link site-footer__small">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="site-footer__small">Aintree, Liverpool &amp; St Helens · Training since 1979</p>
        </div>
      </div>
    </footer>
  );
}
