import { describe, expect, it } from 'vitest';
import { PREVIEW_BAR_TEXT, previewHtml } from './contentPreview.ts';

const PAGE =
  '<!DOCTYPE html><html lang="en-GB"><head><title>Home</title><link rel="modulepreload" href="/assets/a.js">' +
  '<script>window.x = 1</script></head><body class="b"><header>Header</header><main>Main</main>' +
  '<script type="module" src="/assets/entry.js"></script></body></html>';

describe('previewHtml', () => {
  const html = previewHtml(PAGE);

  it('keeps the page out of search engines and runs none of its scripts', () => {
    expect(html).toContain('<head><meta name="robots" content="noindex, nofollow">');
    expect(html).not.toMatch(/<script|modulepreload/);
  });

  it('puts the bar in the body, fixed along the bottom so the header at the top stays in view', () => {
    const bar = /<body class="b"><aside aria-label="Preview" style="([^"]*)">([^<]*)<\/aside><header>/.exec(html);
    expect(bar?.[2]).toBe(PREVIEW_BAR_TEXT);
    expect(bar?.[1]).toMatch(/position:fixed;left:0;right:0;bottom:0;/);
  });

  it('ends the page with room for the bar, so nothing is hidden under it', () => {
    expect(html).toMatch(/<main>Main<\/main><div aria-hidden="true" style="height:56px"><\/div><\/body><\/html>$/);
  });
});
