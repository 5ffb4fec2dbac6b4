import { createTheme } from '@mui/material/styles';
import { ALL_SECTIONS_RENDERED } from '../components/layout/sectionsRendered.ts';

/** The studio's look: dark, bold, one strong red accent, readable type. Colours meet WCAG AA on their backgrounds. */
export const brand = {
  red: '#d7141a',
  redLight: '#ff5a5f',
  redDark: '#a50e13',
  gold: '#f5b700',
  ink: '#0b0b0d',
  coal: '#141418',
  steel: '#1d1d23',
  mist: '#c9c9d1',
} as const;

const headingFont = '"Arial Black", "Helvetica Neue", Arial, system-ui, sans-serif';
const bodyFont = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: brand.red, light: brand.redLight, dark: brand.redDark, contrastText: '#ffffff' },
    secondary: { main: brand.gold, contrastText: brand.ink },
    background: { default: brand.ink, paper: brand.coal },
    text: { primary: '#f5f5f7', secondary: brand.mist },
    divider: 'rgba(255,255,255,0.12)',
    error: { main: '#ff6b6b' },
    success: { main: '#4cd58a' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: bodyFont,
    h1: {
      fontFamily: headingFont,
      fontWeight: 900,
      letterSpacing: '-0.01em',
      textTransform: 'uppercase',
      fontSize: 'clamp(2.4rem, 7vw, 4.75rem)',
      lineHeight: 1.02,
    },
    h2: {
      fontFamily: headingFont,
      fontWeight: 900,
      textTransform: 'uppercase',
      fontSize: 'clamp(1.9rem, 4.5vw, 3rem)',
      lineHeight: 1.1,
    },
    h3: { fontFamily: headingFont, fontWeight: 800, fontSize: 'clamp(1.4rem, 3vw, 2rem)', lineHeight: 1.15 },
    h4: { fontWeight: 800, fontSize: '1.35rem' },
    h5: { fontWeight: 700, fontSize: '1.15rem' },
    h6: { fontWeight: 700, fontSize: '1rem' },
    overline: { fontWeight: 800, letterSpacing: '0.18em', fontSize: '0.8rem' },
    button: { fontWeight: 800, letterSpacing: '0.06em' },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 22, minHeight: 44 } },
      // Red text on the dark backgrounds is below AA (about 3.5:1); outlined and text buttons use the lighter red.
      variants: [
        {
          props: { variant: 'outlined', color: 'primary' },
          style: { color: brand.redLight, borderColor: brand.redLight },
        },
        { props: { variant: 'text', color: 'primary' }, style: { color: brand.redLight } },
      ],
    },
    MuiLink: { defaultProps: { underline: 'hover', color: 'inherit' } },
    MuiCssBaseline: {
      styleOverrides: {
        // Smooth scrolling starts with the page's first jump to a section (anchors.ts): on arrival at `/#section`
        // the browser's own jump, aimed at estimated section heights, must be instant, or its animation can
        // outlast the exact jump the page makes once it has loaded.
        '@media (prefers-reduced-motion: no-preference)': {
          [`html[${ALL_SECTIONS_RENDERED}]`]: { scrollBehavior: 'smooth' },
        },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
        },
        ':focus-visible': { outline: `3px solid ${brand.gold}`, outlineOffset: 2 },
        // Anchored sections clear the fixed header.
        'section[id]': { scrollMarginTop: 72 },
      },
    },
  },
});
