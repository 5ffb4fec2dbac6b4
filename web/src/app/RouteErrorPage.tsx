import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@studio/core/messages';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { brand } from '@/app/theme.ts';
import { BrandMark } from '@/components/layout/BrandMark.tsx';
import { siteConfig } from '@/content/siteConfig.ts';

/**
 * The router's error element: never a blank page, always a way home. Plain links (not router links) so the way
 * out works even when the app itself is what broke.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) console.error(error);
  return (
    <Box
      component="main"
      id="main-content"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 3,
        textAlign: 'center',
        background: `radial-gradient(ellipse at 50% 0%, ${brand.redDark}55 0%, transparent 60%)`,
      }}
    >
      <Box sx={{ maxWidth: 640 }}>
        <Box component="a" href="/" sx={{ display: 'inline-flex', mb: 5 }}>
          <BrandMark />
        </Box>
        <Typography variant="h1" component="h1" sx={{ fontSize: 'clamp(1.8rem, 5vw, 3rem)', mb: 2 }}>
          {messages.unexpectedError}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Something went wrong on our side. Please try again, or head back to the home page. If it keeps happening, call
          us on {siteConfig.phone}.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" href="/">
            Back to home
          </Button>
          <Button variant="outlined" color="inherit" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
