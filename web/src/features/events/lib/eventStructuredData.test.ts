import { describe, expect, it } from 'vitest';
import { studioEvent } from '../testing/renderEvents.tsx';
import { eventJsonLd, eventSummary, inlineJson } from './eventStructuredData.ts';

const urls = {
  pageUrl: 'https://studio.example/events/e1',
  origin: 'https://studio.example',
  organiser: { name: 'The Martial Arts Studio', url: 'https://studio.example' },
};

describe('eventJsonLd', () => {
  it('gives a winter evening its GMT offset and a free event price 0', () => {
    const data = eventJsonLd(studioEvent('2025-12-07', { time: '18:00-20:00' }), urls);
    expect(data.startDate).toBe('2025-12-07T18:00:00+00:00');
    expect(data.endDate).toBe('2025-12-07T20:00:00+00:00');
    expect(data.offers).toMatchObject({ price: '0.00', priceCurrency: 'GBP', url: urls.pageUrl });
    expect(data).not.toHaveProperty('image');
  });

  it('falls back to the day when the time is not a plain time', () => {
    const data = eventJsonLd(studioEvent('2025-06-22', { time: 'All day, doors from 9' }), urls);
    expect(data.startDate).toBe('2025-06-22');
    expect(data).not.toHaveProperty('endDate');
  });
});

describe('inlineJson', () => {
  it('cannot close its script element', () => {
    const json = inlineJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('eventSummary', () => {
  it('flattens line breaks and cuts long text at a word', () => {
    expect(eventSummary('Line one.\n\nLine two.')).toBe('Line one. Line two.');
    const summary = eventSummary(`${'word '.repeat(60)}end`);
    expect(summary.length).toBeLessThanOrEqual(200);
    expect(summary.endsWith('word…')).toBe(true);
  });
});
