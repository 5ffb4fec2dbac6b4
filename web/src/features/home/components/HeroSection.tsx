import ArrowForward from '@mui/icons-material/ArrowForward';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { brand } from '@/app/theme.ts';
import { ResponsiveImage } from '@/components/images/ResponsiveImage.tsx';
import { useSlotImage } from '@/components/images/SlotImages.tsx';
import { useAnchorClick } from '@/components/layout/anchors.ts';
import { builtinImages } from '@/content/builtinImages.ts';
import { siteConfig } from '@/content/siteConfig.ts';
import { studioCopy } from '@/content/studio.ts';

const heroStats = [
  { value: '1979', label: 'Training since' },
  { value: '2', label: 'Studios' },
  { value: '6000+', label: 'Sq ft of space' },
  { value: '8', label: 'Class types' },
];

/**
 * The uploaded hero photo over the built-in art. An image paints only once it has loaded, so until then
 * (or when there is none) the dark gradient and the built-in art show through.
 */
function UploadedHeroImage() {
  const uploaded = useSlotImage('home_hero');
  if (!uploaded) return null;
  return (
    <ResponsiveImage
      fallback={builtinImages.hero}
      uploaded={uploaded}
      alt=""
      sizes="100vw"
      priority
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}

/** 'The Martial Arts Studio' over the hero image, with the two calls to action. */
export function HeroSection() {
  const anchorClick = useAnchorClick();
  return (
    <Box
      component="section"
      id="home"
      aria-labelledby="home-title"
      sx={{
        position: 'relative',
        minHeight: { xs: '100svh', md: '100vh' },
        display: 'flex',
        alignItems: 'center',
        overflow: 'hidden',
        isolation: 'isolate',
        background: `radial-gradient(ellipse at 70% 20%, ${brand.redDark} 0%, transparent 55%), linear-gradient(160deg, ${brand.steel} 0%, ${brand.ink} 70%)`,
      }}
    >
      <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, zIndex: -1 }}>
        <ResponsiveImage
          fallback={builtinImages.hero}
          alt=""
          sizes="100vw"
          priority
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: 0.55 }}
        />
        <UploadedHeroImage />
        {/* Keeps the title readable over any photo. */}
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            background: `linear-gradient(90deg, rgba(11,11,13,0.92) 0%, rgba(11,11,13,0.7) 45%, rgba(11,11,13,0.35) 100%), linear-gradient(0deg, ${brand.ink} 0%, transparent 30%)`,
          }}
        />
      </Box>
      <Container maxWidth="lg" sx={{ pt: { xs: 14, md: 16 }, pb: { xs: 10, md: 12 } }}>
        <Box sx={{ maxWidth: 760 }}>
          <Typography
            variant="overline"
            component="p"
            sx={{
              display: 'inline-block',
              color: 'secondary.main',
              borderLeft: 3,
              borderColor: 'primary.main',
              pl: 1.5,
              mb: 3,
            }}
          >
            {studioCopy.heroEyebrow}
          </Typography>
          <Typography
            variant="h1"
            id="home-title"
            sx={{ fontSize: 'clamp(2.8rem, 9vw, 6rem)', textShadow: '0 4px 30px rgba(0,0,0,0.5)' }}
          >
            {siteConfig.name}
          </Typography>
          <Typography
            sx={{ mt: 3, fontSize: { xs: '1.1rem', md: '1.3rem' }, color: 'grey.300', maxWidth: 620, lineHeight: 1.6 }}
          >
            {studioCopy.heroTagline}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
            <Button component={RouterLink} to="/signup" variant="contained" size="large" endIcon={<ArrowForward />}>
              Join Today
            </Button>
            <Button
              component={RouterLink}
              to="/#services"
              onClick={anchorClick('services')}
              variant="outlined"
              color="inherit"
              size="large"
              sx={{ borderColor: 'rgba(255,255,255,0.6)', backdropFilter: 'blur(4px)' }}
            >
              Explore Classes
            </Button>
          </Stack>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, auto)' },
              justifyContent: 'start',
              columnGap: { xs: 3, sm: 6 },
              rowGap: 3,
              mt: { xs: 6, md: 8 },
              mb: 0,
            }}
          >
            {heroStats.map((stat) => (
              <Box key={stat.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
                <Box
                  component="dt"
                  sx={{
                    color: 'grey.400',
                    fontSize: '0.85rem',
                    fontWeight: 700,
                    textTransform: 'uppercase',
                    letterSpacing: '0.1em',
                  }}
                >
                  {stat.label}
                </Box>
                <Box
                  component="dd"
                  sx={{
                    m: 0,
                    fontFamily: (theme) => theme.typography.h1.fontFamily,
                    fontWeight: 900,
                    fontSize: { xs: '1.8rem', md: '2.2rem' },
                  }}
                >
                  {stat.value}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
      <Box
        component={RouterLink}
        to="/#about"
        onClick={anchorClick('about')}
        aria-label="Scroll to About"
        sx={{
          position: 'absolute',
          bottom: 20,
          left: '50%',
          transform: 'translateX(-50%)',
          display: { xs: 'none', md: 'grid' },
          placeItems: 'center',
          width: 44,
          height: 44,
          borderRadius: '50%',
          border: 1,
          borderColor: 'rgba(255,255,255,0.4)',
          color: 'common.white',
          '@media (prefers-reduced-motion: no-preference)': {
            animation: 'hero-bob 2.4s ease-in-out infinite',
          },
          '@keyframes hero-bob': {
            '0%, 100%': { transform: 'translate(-50%, 0)' },
            '50%': { transform: 'translate(-50%, 6px)' },
          },
        }}
      >
        <KeyboardArrowDown />
      </Box>
    </Box>
  );
}
