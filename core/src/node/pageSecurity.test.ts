import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, renderedPageHeaders } from './pageSecurity.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const response = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

describe('renderedPageHeaders', () => {
  it('keeps React Router’s redirect and navigation headers and no others', () => {
    const page = renderedPageHeaders(
      '/old',
      response({
        'content-type': 'text/plain',
        location: '/new',
        'x-remix-redirect': '/new',
        'set-cookie': 'a=b',
        'cache-control': 'public',
      }),
      bytes(''),
    );
    expect(page).toEqual({
      contentType: 'text/plain',
      kept: { location: '/new', 'x-remix-redirect': '/new' },
      csp: undefined,
    });
  });

  it('gives an HTML page a policy naming its own inline scripts, and the staff area the stricter one', () => {
    const html = '<html><script>window.a=1</script><script src="/x.js"></script></html>';
    const [hash] = inlineScriptHashes(html);
    const page = renderedPageHeaders('/events', response({ 'content-type': 'text/html; charset=utf-8' }), bytes(html), {
      extraImageOrigins: ['https://images.example'],
    });
    expect(page.csp).toContain(`'${hash}'`);
    expect(page.csp).toContain('https://images.example');
    const admin = renderedPageHeaders('/admin/events', response({}), bytes(html));
    expect(admin.contentType).toBe('text/html; charset=utf-8');
    expect(admin.csp).not.toBe(page.csp);
    expect(admin.csp).toContain(`'${hash}'`);
  });
});
