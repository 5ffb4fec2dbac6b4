import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, type MetaDescriptor } from 'react-router';
import { siteConfig } from '@/content/siteConfig.ts';
import { color, tint } from '@/design/tokens.ts';

/** The head of the not-found page: a clear title, kept out of search results. */
export function notFoundMeta(): MetaDescriptor[] {
  return [
    { title: `Page Not Found | ${siteConfig.name}` },
    { name: 'description', content: 'The page you were looking for could not be found.' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** An unknown address inside the public site: a clear 404 with the ways back in. */
export function NotFoundPage() {
  return (
    <Box
      component="main"
      id="main-content"
      tabIndex={-1}
      sx={{
        outline: 'none',
        minHeight: '80vh',
        display: 'flex',
        alignItems: 'center',
        pt: { xs: 14, md: 16 },
        pb: { xs: 8, md: 12 },
        background: `radial-gradient(ellipse at 80% 0%, ${tint.redDark40} 0%, transparent 55%)`,
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          aria-hidden="true"
          sx={{
            fontFamily: (theme) => theme.typography.h1.fontFamily,
            fontWeight: 900,
            fontSize: 'clamp(6rem, 22vw, 11rem)',
            lineHeight: 1,
            color: 'transparent',
            WebkitTextStroke: `2px ${color.brandRed}`,
          }}
        >
          404
        </Typography>
        <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 6vw, 3.2rem)', mt: 2 }}>
          Page not found
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, mb: 5, fontSize: '1.1rem', maxWidth: 560, mx: 'auto' }}>
          That one missed. The page you were after has moved or never existed, but there is plenty to see on the mats.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to="/" variant="contained" size="large">
            Back to home
          </Button>
          <Button component={RouterLink} to="/#services" variant="outlined" color="inherit" size="large">
            See our classes
          </Button>
          <Button
            component={RouterLink}
            to="/events"
            variant="outlined"
            color="inherit"
            size="large"
            endIcon={<ArrowForward />}
          >
            Upcoming events
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
