import { button, color, font, HEADER_HEIGHT, radius, shadow, SPACING_UNIT, tint, type } from './tokens.ts';

/**
 * The tokens as CSS custom properties (`:root{--color-brand-red:…;…}`, those the static CSS uses), and `vars`, the `var(--…)` reference to
 * each, for the static CSS to write its rules with. Build-time only, like the static CSS.
 */

const kebab = (name: string) =>
  name
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([A-Za-z])/g, '$1-$2')
    .toLowerCase();

type Refs<T> = { readonly [K in keyof T]: string };

const properties: [string, string][] = [];

/** The spacing steps the plain parts use, as MUI's `theme.spacing(n)` gives them: `--space-3` is 24px. */
const SPACING_STEPS = [1, 2, 3, 4, 5, 6, 8, 10, 12] as const;
const spacingSteps = Object.fromEntries(SPACING_STEPS.map((step) => [step, step * SPACING_UNIT])) as Record<
  (typeof SPACING_STEPS)[number],
  number
>;

/** Declares `--prefix-name: value` for each entry and returns the `var()` of each. */
function declare<T extends Record<string, string | number>>(prefix: string, values: T, unit = ''): Refs<T> {
  const refs: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const property = `--${prefix}-${kebab(name)}`;
    properties.push([property, typeof value === 'number' && unit ? `${value}${unit}` : String(value)]);
    refs[name] = `var(${property})`;
  }
  return refs as Refs<T>;
}

const typeVars = Object.fromEntries(
  Object.entries(type).map(([name, style]) => [
    name,
    declare(`type-${name}`, {
      size: style.size,
      weight: style.weight,
      lineHeight: style.lineHeight,
      letterSpacing: style.letterSpacing,
    }),
  ]),
) as { readonly [K in keyof typeof type]: Refs<(typeof type)[K]> };

export const vars = {
  color: declare('color', { ...color, ...tint }),
  font: declare('font', font),
  type: typeVars,
  radius: declare('radius', radius, 'px'),
  shadow: declare('shadow', shadow),
  space: declare('space', spacingSteps, 'px'),
  button: declare('button', button, 'px'),
  headerHeight: declare('header', { height: HEADER_HEIGHT }, 'px').height,
} as const;

/**
 * The `:root` rule that declares the custom properties `css` uses, for the static CSS's first rule: every token has
 * one, and every page carries only those its rules read (the static CSS is in each page's HTML).
 */
export function tokensCssFor(css: string): string {
  const used = new Set([...css.matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1]));
  const declarations = properties.filter(([property]) => used.has(property));
  return `:root{${declarations.map(([property, value]) => `${property}:${value}`).join(';')}}`;
}

/** The declarations of a step of the type scale, in the heading or the body font. */
export function typeRule(name: keyof typeof type, family: 'heading' | 'body' = 'heading'): string {
  const step = vars.type[name];
  return `font-family:${vars.font[family]};font-weight:${step.weight};font-size:${step.size};line-height:${step.lineHeight};letter-spacing:${step.letterSpacing}`;
}
