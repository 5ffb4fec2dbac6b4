/**
 * The studio's design tokens, written once: the palette and its translucent variants, the type scale, radii,
 * shadows, spacing and the button's shape. The MUI theme (design/theme.ts) reads these values; the pages' CSS
 * (app/pageCss.server.ts) emits them as CSS custom properties (design/tokensCss.ts) and its rules use `var(--…)`;
 * the favicon and the built-in images are drawn from them. No colour is written anywhere else in web/src (a test,
 * design/colourLiterals.test.ts, fails on one). Colours meet WCAG AA on their backgrounds.
 *
 * Free of MUI and small: the plain first screen imports it (the brand mark's badge).
 */

/** The palette: every colour the site draws with, as `#rrggbb`. */
export const color = {
  brandRed: '#d7141a',
  brandRedLight: '#ff5a5f',
  brandRedDark: '#a50e13',
  /** The deep end of the private events banner's gradient. */
  brandRedDeep: '#5c080b',
  gold: '#f5b700',
  ink: '#0b0b0d',
  coal: '#141418',
  steel: '#1d1d23',
  mist: '#c9c9d1',
  white: '#ffffff',
  black: '#000000',
  textPrimary: '#f5f5f7',
  /** The hero's tagline and stat labels: softer than the headline, still AA on the hero's shade. */
  textSoft: '#e0e0e0',
  textMuted: '#bdbdbd',
  error: '#ff6b6b',
  success: '#4cd58a',
  /** "Allowed" on the embed choices: the success colour lightened to AA on the coal cards. */
  successText: '#7ee2a8',
  alertBackground: '#1a0b0b',
  alertText: '#ffc4c4',
} as const;

export type ColorName = keyof typeof color;

/**
 * `name` at `opacity` (0 to 1), as `rgba(r, g, b, a)`: the form both browsers and MUI's colour helpers read.
 * Parsed from the token, so a token written in another form fails here at build time instead of yielding an
 * invalid colour (appending hex alpha to a token string would).
 */
export function withAlpha(name: ColorName, opacity: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color[name]);
  if (!match) throw new Error(`colour token ${name} is not #rrggbb: ${color[name]}`);
  if (!(opacity >= 0 && opacity <= 1)) throw new Error(`opacity ${opacity} of ${name} is not between 0 and 1`);
  const [r, g, b] = match.slice(1).map((hex) => parseInt(hex, 16));
  return `rgba(${r}, ${g}, ${b}, ${Math.round(opacity * 1000) / 1000})`;
}

/**
 * The translucent variants, each a token of its own (named by colour and percent). Built by a call marked pure, so
 * a bundle that uses none of them (the first screen's, which needs only the palette) leaves them out.
 */
export const tint = /* @__PURE__ */ (() => ({
  white5: withAlpha('white', 0.05),
  white6: withAlpha('white', 0.06),
  white8: withAlpha('white', 0.08),
  white12: withAlpha('white', 0.12),
  white14: withAlpha('white', 0.14),
  white22: withAlpha('white', 0.22),
  white30: withAlpha('white', 0.3),
  white35: withAlpha('white', 0.35),
  white40: withAlpha('white', 0.4),
  white50: withAlpha('white', 0.5),
  white60: withAlpha('white', 0.6),
  white85: withAlpha('white', 0.85),
  text8: withAlpha('textPrimary', 0.08),
  text40: withAlpha('textPrimary', 0.4),
  mist50: withAlpha('mist', 0.5),
  ink20: withAlpha('ink', 0.2),
  ink35: withAlpha('ink', 0.35),
  ink55: withAlpha('ink', 0.55),
  ink60: withAlpha('ink', 0.6),
  ink70: withAlpha('ink', 0.7),
  ink85: withAlpha('ink', 0.85),
  ink88: withAlpha('ink', 0.88),
  ink92: withAlpha('ink', 0.92),
  ink95: withAlpha('ink', 0.95),
  ink96: withAlpha('ink', 0.96),
  black12: withAlpha('black', 0.12),
  black14: withAlpha('black', 0.14),
  black20: withAlpha('black', 0.2),
  black45: withAlpha('black', 0.45),
  black50: withAlpha('black', 0.5),
  black55: withAlpha('black', 0.55),
  red15: withAlpha('brandRed', 0.15),
  red18: withAlpha('brandRed', 0.18),
  red25: withAlpha('brandRed', 0.25),
  red30: withAlpha('brandRed', 0.3),
  red33: withAlpha('brandRed', 0.33),
  red40: withAlpha('brandRed', 0.4),
  redLight25: withAlpha('brandRedLight', 0.25),
  redLight55: withAlpha('brandRedLight', 0.55),
  redDark20: withAlpha('brandRedDark', 0.2),
  redDark33: withAlpha('brandRedDark', 0.33),
  redDark40: withAlpha('brandRedDark', 0.4),
  gold14: withAlpha('gold', 0.14),
  gold35: withAlpha('gold', 0.35),
}))();

/** The border between parts on the dark backgrounds. */
export const divider = tint.white12;

/** Font stacks: system fonts only (no web font to download). */
export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  heading: '"Arial Black", "Helvetica Neue", Arial, system-ui, sans-serif',
  /** The studio's name in the brand mark. */
  brandMark: '"Arial Black", "Helvetica Neue", Arial, sans-serif',
} as const;

interface TypeStyle {
  size: string;
  weight: number;
  lineHeight: number;
  /**
   * `normal` for h2 to h4: the theme never gave them one, and MUI (v9) does not fill in its defaults for a variant the
   * theme writes, so the pages' CSS's copies (-0.00833em, 0.00735em) had drifted from what MUI drew.
   */
  letterSpacing: string;
}

/**
 * The type scale. h1 to h4, overline and button are the theme's variants of the same name, and `body` its body1;
 * `display` is the home hero's headline and `screen` the title of the error and loading screens.
 */
export const type = {
  display: { size: 'clamp(2.8rem, 9vw, 6rem)', weight: 900, lineHeight: 1.02, letterSpacing: '-0.01em' },
  h1: { size: 'clamp(2.4rem, 7vw, 4.75rem)', weight: 900, lineHeight: 1.02, letterSpacing: '-0.01em' },
  h2: { size: 'clamp(1.9rem, 4.5vw, 3rem)', weight: 900, lineHeight: 1.1, letterSpacing: 'normal' },
  h3: { size: 'clamp(1.4rem, 3vw, 2rem)', weight: 800, lineHeight: 1.15, letterSpacing: 'normal' },
  h4: { size: '1.35rem', weight: 800, lineHeight: 1.235, letterSpacing: 'normal' },
  screen: { size: 'clamp(1.8rem, 5vw, 3rem)', weight: 900, lineHeight: 1.02, letterSpacing: '-0.01em' },
  overline: { size: '0.8rem', weight: 800, lineHeight: 2.66, letterSpacing: '0.18em' },
  /**
   * Running text: MUI's body1 as the theme keeps it (MUI spaces its letters only for its own Roboto stack).
   */
  body: { size: '1rem', weight: 400, lineHeight: 1.5, letterSpacing: 'normal' },
  button: { size: '0.875rem', weight: 800, lineHeight: 1.75, letterSpacing: '0.06em' },
} as const satisfies Record<string, TypeStyle>;

/** Corner radii (px). `base` is the theme's `shape.borderRadius`, so MUI's `borderRadius: 3` is `card`. */
export const radius = { base: 10, badge: 15, chip: 16, image: 20, card: 30, pill: 999 } as const;

export const shadow = {
  header: `0 6px 24px ${tint.black55}`,
  raised: `0 18px 40px ${tint.black45}`,
  photo: `0 30px 80px ${tint.black50}`,
  headline: `0 4px 30px ${tint.black50}`,
  icon: `0 6px 18px ${tint.black45}`,
  /** MUI's elevation 1 (an accordion's card). */
  elevation1: `0px 2px 1px -1px ${tint.black20}, 0px 1px 1px 0px ${tint.black14}, 0px 1px 3px 0px ${tint.black12}`,
  redGlow: `0 18px 40px ${tint.red18}`,
  redGlowStrong: `0 24px 60px ${tint.red25}`,
} as const;

/** MUI's spacing unit (px): `theme.spacing(n)` and `var(--space-n)` are n of these. */
export const SPACING_UNIT = 8;

/** The shape of a button, plain or MUI. */
export const button = { radius: radius.pill, paddingInline: 22, minHeight: 44 } as const;

/** MUI's default breakpoints (px), which the theme keeps. Media queries cannot read custom properties. */
export const breakpoints = { sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** The height of the fixed site header; anchored sections scroll to just below it. */
export const HEADER_HEIGHT = 72;
