import { describe, expect, it } from 'vitest';
import { faviconSvg } from './favicon.ts';
import { color } from './tokens.ts';

describe('the favicon', () => {
  it('is drawn in the brand colours from the tokens', () => {
    const svg = faviconSvg();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64">.*<\/svg>$/);
    const fills = [...svg.matchAll(/fill="([^"]+)"/g)].map((match) => match[1]);
    expect(fills).toEqual([color.ink, color.brandRed, color.gold]);
  });
});
