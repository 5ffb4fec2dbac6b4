import { describe, expect, it } from 'vitest';
import { theme } from '@/design/theme.ts';
import { button, color, font, radius, tint, type, withAlpha } from './tokens.ts';
import { tokensCssFor } from './tokensCss.ts';

describe('the design tokens', () => {
  it('derive translucent variants from the palette, not by appending to its strings', () => {
    expect(withAlpha('brandRed', 0.25)).toBe('rgba(215, 20, 26, 0.25)');
    expect(tint.white12).toBe('rgba(255, 255, 255, 0.12)');
    expect(() => withAlpha('ink', 1.5)).toThrow(/between 0 and 1/);
  });

  it('are declared only where the CSS uses them', () => {
    expect(tokensCssFor('.a{color:var(--color-gold)}')).toBe(`:root{--color-gold:${color.gold}}`);
    expect(tokensCssFor('.a{color:var(--color-gold)}')).not.toContain('--shadow-photo');
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
