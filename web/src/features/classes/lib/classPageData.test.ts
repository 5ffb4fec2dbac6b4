import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { classAges } from '@studio/core/timetable/timetable';
import { describe, expect, it } from 'vitest';
import { classIslandsOf, classPageHeadOf } from './classPageData.ts';

describe('a class page’s data', () => {
  it('gives the page the hero’s texts, the ages of its sessions and its questions with the live figures filled in', () => {
    const head = classPageHeadOf(SEED_SITE_CONTENT, 'kids-classes');
    const page = SEED_SITE_CONTENT.classes['kids-classes'];
    expect(head.description).toBe(page.description);
    expect(head.ages).toBe(classAges(page.schedule.sessions));
    expect(head.ages).not.toBeNull();
    expect(head.faqs.map((faq) => faq.question)).toEqual(page.faqs.map((faq) => faq.question));
    const quoted = head.faqs.find((faq) => /Pay as you go is/.test(faq.answer));
    expect(quoted?.answer).toMatch(/Pay as you go is £/);
    expect(JSON.stringify(head)).not.toMatch(/\{price:/);
    // What the island draws is not the page's own data.
    expect(Object.keys(head).sort()).toEqual(['ages', 'description', 'faqs']);
  });

  it('gives the island the sections that never change in the browser and the class’s coming week', () => {
    const now = new Date('2026-11-30T09:00:00Z');
    const islands = classIslandsOf(SEED_SITE_CONTENT, 'boxing', now);
    const { schedule, instructor, benefits, whatToBring, equipmentRental } = SEED_SITE_CONTENT.classes.boxing;
    expect(islands.content).toEqual({ schedule, instructor, benefits, whatToBring, equipmentRental });
    expect(islands.timetable).toHaveLength(7);
    expect(islands.timetable[0]?.day).toBe('2026-11-30');
    const classes = new Set(islands.timetable.flatMap((day) => day.entries.map((entry) => entry.classSlug)));
    expect([...classes]).toEqual(['boxing']);
  });
});
