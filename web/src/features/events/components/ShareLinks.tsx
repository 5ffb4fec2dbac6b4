import { EmailIcon, FacebookIcon } from '@/components/layout/contentIcons.tsx';
import { WhatsAppIcon, XIcon } from '@/components/layout/eventIcons.tsx';
import type { IconComponent } from '@/components/layout/icons.tsx';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';
import { shareLinks, type ShareLink } from '../lib/shareLinks.ts';

const icons: Record<ShareLink['network'], IconComponent> = {
  facebook: FacebookIcon,
  x: XIcon,
  whatsapp: WhatsAppIcon,
  email: EmailIcon,
};

export function ShareLinks({ pageUrl, title }: { pageUrl: string; title: string }) {
  return (
    <section aria-labelledby="share-event-heading">
      <h2 id="share-event-heading" className="event-details__title share-links__title">
        Share This Event
      </h2>
      <ul className="grid-list share-links">
        {shareLinks(pageUrl, title).map((link) => {
          const Icon = icons[link.network];
          return (
            <li key={link.network}>
              <a
                href={link.href}
                className="button button--outlined button--full-width share-links__button"
                data-share={link.network}
                {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <span className="button__start-icon">
                  <Icon />
                </span>
                <VisuallyHidden>Share on </VisuallyHidden>
                {link.label}
                {link.external && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
