import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CheckCircle from '@mui/icons-material/CheckCircle';
import MailOutlined from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { HEADER_HEIGHT } from '@/design/tokens.ts';
import { GymWidget } from '@/components/embeds/GymWidget.tsx';
import { BrandMark } from '@/components/layout/BrandMark.tsx';
import { NoticeBanner } from '@/components/layout/NoticeBanner.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/SkipLink.tsx';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';
import { siteConfig } from '@/content/siteConfig.ts';
import { whyJoin } from '@/content/whyJoin.ts';

/**
 * /signup stands outside the site chrome so nothing competes with the registration form:
 * a slim brand bar with the way back home, the provider's form, and the reasons to join.
 */
export function SignupPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <NoticeBanner />
      <SignupBrandBar />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none', py: { xs: 5, md: 8 } }}>
        <Container maxWidth="lg">
          <Box sx={{ textAlign: 'center', maxWidth: 760, mx: 'auto', mb: { xs: 5, md: 7 } }}>
            <Typography variant="overline" component="p" sx={{ color: 'primary.light', mb: 1 }}>
              Your first class is free
            </Typography>
            <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 6vw, 3.5rem)', mb: 2 }}>
              Join {siteConfig.name}
            </Typography>
            <Typography sx={{ color: 'text.secondary', fontSize: { xs: '1.05rem', md: '1.15rem' } }}>
              Register below to book your free trial or start your membership. Pick your class, choose Aintree or St
              Helens, and we will see you on the mats.
            </Typography>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 4, md: 5 },
              gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
              alignItems: 'start',
            }}
          >
            <Box component="section" aria-labelledby="signup-form-heading">
              <Typography
                variant="h2"
                id="signup-form-heading"
                sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 2.5 }}
              >
                Registration Form
              </Typography>
              <GymWidget widget="form" title="registration form" />
              <Typography sx={{ mt: 2, color: 'text.secondary' }}>
                The form comes from {siteConfig.gymWidgets.providerName}, our booking system, and loads only when you
                ask for it.{' '}
                <Link
                  component={RouterLink}
                  to="/privacy"
                  underline="always"
                  sx={{ color: 'inherit', fontWeight: 700 }}
                >
                  Privacy and cookies
                </Link>
              </Typography>
            </Box>
            <WhyJoin />
          </Box>
        </Container>
      </Box>
    </Box>
  );
}

function SignupBrandBar() {
  return (
    <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            minHeight: HEADER_HEIGHT,
            gap: { xs: 1, sm: 2 },
          }}
        >
          <Link component={RouterLink} to="/" underline="none" sx={{ display: 'inline-flex', py: 1 }}>
            <BrandMark compact />
            <VisuallyHidden>, home</VisuallyHidden>
          </Link>
          <Button
            component={RouterLink}
            to="/"
            color="inherit"
            startIcon={<ArrowBackRounded aria-hidden="true" />}
            // On a phone the arrow alone, so the logo keeps one line down to 320 px; its words stay for screen readers.
            sx={{
              whiteSpace: 'nowrap',
              flexShrink: 0,
              minWidth: 44,
              px: { xs: 1.25, sm: '22px' },
              '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
            }}
          >
            <span className="visually-hidden-narrow">Back to home</span>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}

function WhyJoin() {
  return (
    <Paper
      component="section"
      aria-labelledby="why-join-heading"
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, bgcolor: 'background.paper' }}
    >
      <Typography variant="h2" id="why-join-heading" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 3 }}>
        Why Join
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
        {whyJoin.map((point) => (
          <Stack component="li" key={point.title} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <CheckCircle aria-hidden="true" sx={{ color: 'primary.light', mt: 0.25 }} />
            <Box>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                {point.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{point.description}</Typography>
            </Box>
          </Stack>
        ))}
      </Box>
      <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
        <Typography sx={{ mb: 1.5 }}>Got a question before you join?</Typography>
        <Button
          component={RouterLink}
          to="/#contact"
          variant="outlined"
          startIcon={<MailOutlined aria-hidden="true" />}
        >
          Contact us
        </Button>
      </Box>
    </Paper>
  );
}
