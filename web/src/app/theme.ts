import { createTheme } from '@mui/material/styles';
import { bodyFont, brand, divider, headingFont, textPrimary } from './brand.ts';

/** The studio's look in MUI: dark, bold, one strong red accent, readable type (tokens in brand.ts). */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: brand.red, light: brand.redLight, dark: brand.redDark, contrastText: '#ffffff' },
    secondary: { main: brand.gold, contrastText: brand.ink },
    background: { default: brand.ink, paper: brand.coal },
    text: { primary: textPrimary, secondary: brand.mist },
    divider,
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
    // A focused field's label is red text too: the lighter red keeps it AA on the dark backgrounds.
    MuiFormLabel: {
      styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: brand.redLight } } },
    },
  },
});
