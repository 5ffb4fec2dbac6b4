import { describe, expect, it } from 'vitest';
import { shareLinks } from './shareLinks.ts';

describe('shareLinks', () => {
  it('encodes titles with characters that would break a query string', () => {
    const links = shareLinks('https://studio.example/events/a b', 'Fight & Fitness: 50% off? #1');
    const byNetwork = Object.fromEntries(links.map((link) => [link.network, new URL(link.href)]));
    expect(byNetwork.facebook?.searchParams.get('u')).toBe('https://studio.example/events/a b');
    expect(byNetwork.x?.searchParams.get('text')).toBe('Fight & Fitness: 50% off? #1');
    expect(byNetwork.x?.searchParams.get('url')).toBe('https://studio.example/events/a b');
    expect(byNetwork.whatsapp?.searchParams.get('text')).toBe(
      'Fight & Fitness: 50% off? #1 https://studio.example/events/a b',
    );
    const mail = links.find((link) => link.network === 'email')?.href ?? '';
    expect(mail).not.toContain('+');
    expect(decodeURIComponent(mail.split('subject=')[1]?.split('&')[0] ?? '')).toBe('Fight & Fitness: 50% off? #1');
  });
});
