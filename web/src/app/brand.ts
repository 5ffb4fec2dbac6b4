/**
 * The studio's design tokens, free of MUI: the MUI theme (theme.ts) and the static CSS of the first screen
 * (staticCss.ts) both build on them, so a page's first paint and its MUI sections share one palette.
 * Colours meet WCAG AA on their backgrounds.
 */
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

export const textPrimary = '#f5f5f7';
export const divider = 'rgba(255,255,255,0.12)';

export const headingFont = '"Arial Black", "Helvetica Neue", Arial, system-ui, sans-serif';
export const bodyFont = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** MUI's default breakpoints (px), which the theme keeps. */
export const breakpoints = { sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** The height of the fixed site header; anchored sections scroll to just below it. */
export const HEADER_HEIGHT = 72;
