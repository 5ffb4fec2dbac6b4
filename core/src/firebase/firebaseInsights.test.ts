import { describe, expect, it } from 'vitest';
import { insightCounterField, insightCounterOf, insightSettingsOf, insightTotalsOf } from './firebaseInsights.ts';

describe('insight totals in Firestore documents', () => {
  it('parts a field into its metric and key again, whatever the key holds', () => {
    for (const [metric, key] of [
      ['views', ''],
      ['page', '/classes/boxing'],
      ['referrer', 'news.example.co.uk'],
      ['campaign', 'spring flyer / print / (none)'],
      ['lcp', '/events/{event} phone 2500'],
      ['page', '(not found)'],
    ] as const) {
      expect(insightCounterOf(insightCounterField(metric, key))).toEqual({ metric, key });
    }
    expect(insightCounterOf('unknown key')).toBeNull();
    expect(insightCounterOf('views')).toBeNull();
  });

  it("sums a day's counters over its documents, and skips what is not a counter", () => {
    const rows = insightTotalsOf([
      { day: '2026-03-02', counts: { 'views ': 2, 'page /': 2, 'referrer a.b': 1 } },
      { day: '2026-03-02', counts: { 'views ': 3, 'page /': 1, odd: 4, 'visitors ': 'x' } },
      { day: '2026-03-01', counts: { 'views ': 1 } },
      { day: 'not a day', counts: { 'views ': 9 } },
      { day: '2026-03-03' },
    ]);
    expect(rows).toEqual([
      { day: '2026-03-01', metric: 'views', key: '', count: 1 },
      { day: '2026-03-02', metric: 'page', key: '/', count: 3 },
      { day: '2026-03-02', metric: 'referrer', key: 'a.b', count: 1 },
      { day: '2026-03-02', metric: 'views', key: '', count: 5 },
    ]);
  });

  it('lets Staff see insights unless the settings say otherwise', () => {
    expect(insightSettingsOf(undefined)).toEqual({ staffCanSee: true });
    expect(insightSettingsOf({ staffCanSee: true })).toEqual({ staffCanSee: true });
    expect(insightSettingsOf({ staffCanSee: false })).toEqual({ staffCanSee: false });
  });
});
