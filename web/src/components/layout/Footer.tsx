import Email from '@mui/icons-material/Email';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Themed } from '@/app/Themed.tsx';
import { siteConfig } from '@/content/siteConfig.ts';
import { studioCopy } from '@/content/studio.ts';
import { useAnchorClick } from './anchors.ts';
import { BrandMark } from './BrandMark.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const quickLinks: { label: string; anchor?: string; to?: string }[] = [
  { label: 'About us', anchor: 'about' },
  { label: 'Classes', anchor: 'services' },
  { label: 'Facilities', anchor: 'facilities' },
  { label: 'Timetable', anchor: 'schedule' },
  { label: 'Membership prices', anchor: 'pricing' },
  { label: 'Reviews', anchor: 'reviews' },
  { label: 'Instagram', anchor: 'instagram' },
  { label: 'Events', to: '/events' },
  { label: 'Free trial & sign-up', to: '/signup' },
];

const socialLinks = [
  { label: 'Facebook', href: siteConfig.social.facebook, Icon: Facebook },
  { label: 'Instagram', href: siteConfig.social.instagram, Icon: Instagram },
];

function ColumnHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="overline" component="h2" sx={{ display: 'block', color: 'common.white', mb: 2 }}>
      {children}
    </Typography>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ color: 'primary.light', display: 'flex', mt: '2px' }} aria-hidden="true">
        {icon}
      </Box>
      <Box>{children}</Box>
    </Stack>
  );
}

/** The site footer: brand, quick links and contact details in three columns, then the copyright line. */
export function Footer() {
  const anchorClick = useAnchorClick();
  const year = new Date().getFullYear();
  const phoneHref = `tel:${siteConfig.phone.replace(/\s/g, '')}`;

  return (
    <Themed>
      <Box
        component="footer"
        sx={{ bgcolor: 'background.paper', borderTop: 4, borderColor: 'primary.main', pt: { xs: 8, md: 10 }, pb: 4 }}
      >
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 6, md: 8 }}>
            <Grid size={{ xs: 12, md: 5 }}>
              <BrandMark />
              <Typography color="text.secondary" sx={{ mt: 2.5, maxWidth: 380 }}>
                {studioCopy.footerTagline}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
                {socialLinks.map(({ label, href, Icon }) => (
                  <IconButton
                    key={label}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${label} (opens in a new tab)`}
                    sx={{ bgcolor: 'rgba(255,255,255,0.08)', '&:hover': { bgcolor: 'primary.main' } }}
                  >
                    <Icon />
                  </IconButton>
                ))}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 4, mb: 1 }}>
                Proud to work with
              </Typography>
              <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {siteConfig.partners.map((partner) => (
                  <li key={partner.name}>
                    <Link href={partner.url} target="_blank" rel="noopener noreferrer" underline="always">
                      {partner.name}
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    </Link>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      · {partner.kind}
                    </Typography>
                  </li>
                ))}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, sm: 5, md: 3 }}>
              <Box component="nav" aria-label="Footer">
                <ColumnHeading>Quick links</ColumnHeading>
                <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {quickLinks.map((link) => (
                    <li key={link.label}>
                      {link.anchor ? (
                        <Link
                          component={RouterLink}
                          to={`/#${link.anchor}`}
                          onClick={anchorClick(link.anchor)}
                          color="text.secondary"
                          sx={{ '&:hover': { color: 'common.white' } }}
                        >
                          {link.label}
                        </Link>
                      ) : (
                        <Link
                          component={RouterLink}
                          to={link.to ?? '/'}
                          color="text.secondary"
                          sx={{ '&:hover': { color: 'common.white' } }}
                        >
                          {link.label}
                        </Link>
                      )}
                    </li>
                  ))}
                </Stack>
              </Box>
            </Grid>
            <Grid size={{ xs: 12, sm: 7, md: 4 }}>
              <ColumnHeading>Contact us</ColumnHeading>
              <Stack spacing={2} component="address" sx={{ fontStyle: 'normal', color: 'text.secondary' }}>
                <ContactLine icon={<Email fontSize="small" />}>
                  <Link href={`mailto:${siteConfig.email}`} sx={{ color: 'common.white', wordBreak: 'break-word' }}>
                    {siteConfig.email}
                  </Link>
                </ContactLine>
                <ContactLine icon={<Phone fontSize="small" />}>
                  <Link href={phoneHref} sx={{ color: 'common.white' }}>
                    {siteConfig.phone}
                  </Link>
                </ContactLine>
                {Object.values(siteConfig.sites).map((site) => (
                  <ContactLine key={site.name} icon={<Place fontSize="small" />}>
                    <Box component="strong" sx={{ display: 'block', color: 'common.white' }}>
                      {site.name}
                    </Box>
                    {site.address}
                  </ContactLine>
                ))}
              </Stack>
            </Grid>
          </Grid>
          <Box
            sx={{
              mt: { xs: 6, md: 8 },
              pt: 3,
              borderTop: 1,
              borderColor: 'divider',
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              justifyContent: 'space-between',
              color: 'text.secondary',
            }}
          >
            <Typography variant="body2">
              © {year} {siteConfig.name}
            </Typography>
            <Typography variant="body2">Aintree, Liverpool &amp; St Helens · Training since 1979</Typography>
          </Box>
        </Container>
      </Box>
    </Themed>
  );
}
