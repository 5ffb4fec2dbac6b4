import { describe, expect, it } from 'vitest';
import { contentChanges } from './siteContentDiff.ts';
import { SEED_SITE_CONTENT } from './siteContentSeed.ts';

describe('contentChanges', () => {
  it('finds nothing between equal versions', () => {
    expect(contentChanges(SEED_SITE_CONTENT.pricing, structuredClone(SEED_SITE_CONTENT.pricing))).toEqual([]);
  });

  it('names each changed field with its old and new value, and an added item once', () => {
    const after = structuredClone(SEED_SITE_CONTENT.pricing);
    after.plans[0]!.price = 12;
    after.plans[1]!.features.push('Towel');
    expect(contentChanges(SEED_SITE_CONTENT.pricing, after)).toEqual([
      { path: ['plans', 0, 'price'], before: SEED_SITE_CONTENT.pricing.plans[0]!.price, after: 12 },
      { path: ['plans', 1, 'features', after.plans[1]!.features.length - 1], before: undefined, after: 'Towel' },
    ]);
  });

  it('sees a value becoming none', () => {
    expect(contentChanges({ linkUrl: '/events' }, { linkUrl: null })).toEqual([
      { path: ['linkUrl'], before: '/events', after: null },
    ]);
  });
});
