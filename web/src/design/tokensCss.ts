import { button, color, font, HEADER_HEIGHT, radius, shadow, SPACING_UNIT, tint, type } from './tokens.ts';

/**
 * The tokens as CSS custom properties (`:root{--color-brand-red:…;…}`), for the public pages' CSS files to read with
 * `var(--…)`: `--space-3` is 24px, `--type-h2-size` the h2 step's size. Server-only, like the CSS (app/pageCss.server.ts).
 */

const kebab = (name: string) =>
  name
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([A-Za-z])/g, '$1-$2')
    .toLowerCase();

const properties: [string, string][] = [];

/** The spacing steps the plain parts use, as MUI's `theme.spacing(n)` gives them: `--space-3` is 24px. */
const SPACING_STEPS = [1, 2, 3, 4, 5, 6, 8, 10, 12] as const;
const spacingSteps = Object.fromEntries(SPACING_STEPS.map((step) => [step, step * SPACING_UNIT])) as Record<
  (typeof SPACING_STEPS)[number],
  number
>;

/** Declares `--prefix-name: value` for each entry. */
function declare(prefix: string, values: Record<string, string | number>, unit = ''): void {
  for (const [name, value] of Object.entries(values)) {
    const property = `--${prefix}-${kebab(name)}`;
    properties.push([property, typeof value === 'number' && unit ? `${value}${unit}` : String(value)]);
  }
}

for (const [name, style] of Object.entries(type)) {
  declare(`type-${name}`, {
    size: style.size,
    weight: style.weight,
    lineHeight: style.lineHeight,
    letterSpacing: style.letterSpacing,
  });
}

declare('color', { ...color, ...tint });
declare('font', font);
declare('radius', radius, 'px');
declare('shadow', shadow);
declare('space', spacingSteps, 'px');
declare('button', button, 'px');
declare('header', { height: HEADER_HEIGHT }, 'px');

/**
 * The `:root` rule that declares the custom properties `css` uses, for the first rule of the pages' CSS: every token
 * has one, and every page carries only those its rules read (the CSS is in each page's HTML).
 */
export function tokensCssFor(css: string): string {
  const used = new Set([...css.matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1]));
  const declarations = properties.filter(([property]) => used.has(property));
  return `:root{${declarations.map(([property, value]) => `${property}:${value}`).join(';')}}`;
}
