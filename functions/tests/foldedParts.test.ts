import { describe, expect, it } from 'vitest';
import { foldedParts } from '../src/insights/firestoreInsights.ts';

describe("a folded day's parts", () => {
  it('keeps a day in one document while it fits, and splits it where it would not, losing no counter', () => {
    const counts = new Map(Array.from({ length: 100 }, (_, n) => [`referrer site-${n}.example`, n + 1] as const));
    expect(foldedParts(counts)).toHaveLength(1);
    const parts = foldedParts(counts, 1000);
    expect(parts.length).toBeGreaterThan(1);
    expect(Object.assign({}, ...parts)).toEqual(Object.fromEntries(counts));
    expect(foldedParts(new Map())).toEqual([]);
  });
});
