import { SITE_CDN_SECONDS } from '@studio/core/firebase/firebaseLayout';
import { describe, expect, it } from 'vitest';
import { pageCacheControl, secondsToStudioMidnight } from '../src/site/siteFunction.ts';

describe("a public page's time in the Hosting CDN", () => {
  it('is SITE_CDN_SECONDS during the day', () => {
    expect(pageCacheControl('/events', 200, new Date('2026-01-15T12:00:00Z'))).toBe(
      `public, max-age=0, s-maxage=${SITE_CDN_SECONDS}`,
    );
  });

  it("never runs past the studios' midnight, so a page drawn yesterday does not show yesterday's dates today", () => {
    // Winter: UK midnight is 00:00 UTC.
    expect(secondsToStudioMidnight(new Date('2026-01-15T23:58:30Z'))).toBe(90);
    expect(pageCacheControl('/events', 200, new Date('2026-01-15T23:58:30Z'))).toBe('public, max-age=0, s-maxage=90');
    // Summer (BST): UK midnight is 23:00 UTC.
    expect(secondsToStudioMidnight(new Date('2026-07-15T22:59:00Z'))).toBe(60);
    expect(pageCacheControl('/', 404, new Date('2026-07-15T22:59:30Z'))).toBe('public, max-age=0, s-maxage=30');
    // Just after midnight a whole day is left: the usual time applies.
    expect(secondsToStudioMidnight(new Date('2026-07-15T23:00:00Z'))).toBe(24 * 60 * 60);
  });

  it('keeps the staff area and the free-trial pages out of it as before', () => {
    expect(pageCacheControl('/admin/content', 200, new Date('2026-01-15T23:59:00Z'))).toBe('no-cache');
    expect(pageCacheControl('/trial', 200, new Date('2026-01-15T23:59:00Z'))).toBe('no-store');
  });
});
