import Email from '@mui/icons-material/Email';
import Facebook from '@mui/icons-material/Facebook';
import WhatsApp from '@mui/icons-material/WhatsApp';
import X from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';
import { shareLinks, type ShareLink } from '../lib/shareLinks.ts';

const icons: Record<ShareLink['network'], typeof Facebook> = {
  facebook: Facebook,
  x: X,
  whatsapp: WhatsApp,
  email: Email,
};

export function ShareLinks({ pageUrl, title }: { pageUrl: string; title: string }) {
  return (
    <Box component="section" aria-labelledby="share-event-heading">
      <Typography id="share-event-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Share This Event
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}
      >
        {shareLinks(pageUrl, title).map((link) => {
          const Icon = icons[link.network];
          return (
            <li key={link.network}>
              <Button
                href={link.href}
                variant="outlined"
                color="inherit"
                fullWidth
                startIcon={<Icon aria-hidden="true" />}
                data-share={link.network}
                sx={{
                  borderColor: 'divider',
                  justifyContent: 'flex-start',
                  textTransform: 'none',
                  letterSpacing: 0,
                  fontWeight: 700,
                }}
                {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <VisuallyHidden>Share on </VisuallyHidden>
                {link.label}
                {link.external && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
