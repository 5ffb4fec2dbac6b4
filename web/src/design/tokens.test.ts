import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme.ts';
import { staticCss } from '@/styles/staticCss.ts';
import { button, color, font, radius, tint, type, withAlpha } from './tokens.ts';
import { tokensCssFor } from './tokensCss.ts';

const tokensCss = staticCss.slice(0, staticCss.indexOf('}') + 1);

describe('the design tokens', () => {
  it('derive translucent variants from the palette, not by appending to its strings', () => {
    expect(withAlpha('brandRed', 0.25)).toBe('rgba(215, 20, 26, 0.25)');
    expect(tint.white12).toBe('rgba(255, 255, 255, 0.12)');
    expect(() => withAlpha('ink', 1.5)).toThrow(/between 0 and 1/);
  });

  it('are custom properties at the start of the static CSS', () => {
    expect(tokensCss).toMatch(/^:root\{--[\w-]+:/);
    expect(tokensCss).toContain(`--color-brand-red:${color.brandRed}`);
    expect(tokensCss).toContain(`--color-white-12:${tint.white12}`);
    expect(tokensCss).toContain(`--font-brand-mark:${font.brandMark}`);
    expect(tokensCss).toContain(`--type-h2-size:${type.h2.size}`);
    expect(tokensCss).toContain(`--button-radius:${button.radius}px`);
  });

  it('are declared only where the CSS uses them', () => {
    expect(tokensCssFor('.a{color:var(--color-gold)}')).toBe(`:root{--color-gold:${color.gold}}`);
    expect(tokensCss).not.toContain('--shadow-photo');
  });

  it('declare every custom property the static CSS uses', () => {
    const declared = new Set([...tokensCss.matchAll(/(--[\w-]+):/g)].map((match) => match[1]));
    const used = new Set([...staticCss.matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1]));
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((property) => !declared.has(property))).toEqual([]);
  });

  it('are what the MUI theme draws with', () => {
    expect(theme.palette.primary.main).toBe(color.brandRed);
    expect(theme.palette.background.default).toBe(color.ink);
    expect(theme.palette.divider).toBe(tint.white12);
    expect(theme.shape.borderRadius).toBe(radius.base);
    expect(theme.typography.h1).toMatchObject({ fontFamily: font.heading, fontSize: type.h1.size });
    expect(theme.typography.h2).toMatchObject({ letterSpacing: type.h2.letterSpacing, lineHeight: type.h2.lineHeight });
    expect(theme.typography.button).toMatchObject({ letterSpacing: type.button.letterSpacing });
    expect(theme.components?.MuiButton?.styleOverrides?.root).toMatchObject({
      borderRadius: button.radius,
      paddingInline: button.paddingInline,
      minHeight: button.minHeight,
    });
  });
});
