import { createTheme } from '@mui/material/styles';
import { button, color, divider, font, radius, SPACING_UNIT, type } from '@/design/tokens.ts';

/** A step of the type scale as a MUI typography variant. */
const typeStyle = (step: (typeof type)[keyof typeof type]) => ({
  fontWeight: step.weight,
  fontSize: step.size,
  lineHeight: step.lineHeight,
  letterSpacing: step.letterSpacing,
});

/**
 * The studio's look in MUI: dark, bold, one strong red accent, readable type. Every value comes from the design
 * tokens (design/tokens.ts), the same ones the pages' CSS of the plain parts uses.
 */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: color.brandRed, light: color.brandRedLight, dark: color.brandRedDark, contrastText: color.white },
    secondary: { main: color.gold, contrastText: color.ink },
    background: { default: color.ink, paper: color.coal },
    text: { primary: color.textPrimary, secondary: color.mist },
    divider,
    error: { main: color.error },
    success: { main: color.success },
  },
  shape: { borderRadius: radius.base },
  spacing: SPACING_UNIT,
  typography: {
    fontFamily: font.body,
    h1: { fontFamily: font.heading, textTransform: 'uppercase', ...typeStyle(type.h1) },
    h2: { fontFamily: font.heading, textTransform: 'uppercase', ...typeStyle(type.h2) },
    h3: { fontFamily: font.heading, ...typeStyle(type.h3) },
    h4: typeStyle(type.h4),
    h5: { fontWeight: 700, fontSize: '1.15rem' },
    h6: { fontWeight: 700, fontSize: '1rem' },
    overline: typeStyle(type.overline),
    body1: typeStyle(type.body),
    button: typeStyle(type.button),
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: button.radius, paddingInline: button.paddingInline, minHeight: button.minHeight },
      },
      // Red text on the dark backgrounds is below AA (about 3.5:1); outlined and text buttons use the lighter red.
      variants: [
        {
          props: { variant: 'outlined', color: 'primary' },
          style: { color: color.brandRedLight, borderColor: color.brandRedLight },
        },
        { props: { variant: 'text', color: 'primary' }, style: { color: color.brandRedLight } },
      ],
    },
    MuiLink: { defaultProps: { underline: 'hover', color: 'inherit' } },
    // A focused field's label is red text too: the lighter red keeps it AA on the dark backgrounds.
    MuiFormLabel: {
      styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: color.brandRedLight } } },
    },
  },
});
