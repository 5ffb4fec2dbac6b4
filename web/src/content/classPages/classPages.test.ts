import { CLASS_SLUGS } from '@studio/core/pages/publicRoutes';
import { clockMinutes } from '@studio/core/timetable/sessionTime';
import { PUBLIC_IMAGE_KEYS } from '@studio/core/content/slots';
import { describe, expect, it } from 'vitest';
import { classCards } from '@/content/classes.ts';
import type { ClassSession } from './classPageContent.ts';
import { classPagesBySlug, seedClassPage } from './classPagesBySlug.ts';

/** SPEC.md section 9: Mon-Fri 8am-9pm; Sat and Sun 9am-2pm. */
function withinOpeningHours(session: ClassSession): boolean {
  const [start, end] = [session.start, session.end].map((time) => (time === null ? undefined : clockMinutes(time)));
  const weekend = session.day === 'Saturday' || session.day === 'Sunday';
  const [opens, closes] = weekend ? [9 * 60, 14 * 60] : [8 * 60, 21 * 60];
  return start !== undefined && end !== undefined && start >= opens && end <= closes && start < end;
}

describe('class page content', () => {
  it('has one page per class route, each under its own slug', () => {
    expect(Object.keys(classPagesBySlug).sort()).toEqual([...CLASS_SLUGS].sort());
    for (const [slug, page] of Object.entries(classPagesBySlug)) expect(page.slug).toBe(slug);
  });

  it.each(CLASS_SLUGS)('%s is titled as the contact form lists it, so the class interest preset matches', (slug) => {
    const card = classCards.find((entry) => entry.id === slug);
    expect(seedClassPage(slug).title).toBe(card?.name);
  });

  it.each(CLASS_SLUGS)('%s has six benefits, a kit list, a rental note, FAQs and a filled-in instructor', (slug) => {
    const page = seedClassPage(slug);
    expect(page.benefits).toHaveLength(6);
    expect(page.whatToBring.length).toBeGreaterThanOrEqual(3);
    expect(page.equipmentRental.length).toBeGreaterThan(40);
    expect(page.faqs.length).toBeGreaterThanOrEqual(4);
    expect(new Set(page.faqs.map((faq) => faq.question)).size).toBe(page.faqs.length);
    expect(page.instructor.name).toMatch(/\S+ \S+/);
    expect(page.instructor.qualifications.length).toBeGreaterThan(0);
    expect(page.meta.title.length).toBeLessThanOrEqual(90);
    expect(page.meta.description.length).toBeGreaterThan(50);
    expect(page.meta.description.length).toBeLessThanOrEqual(170);
  });

  it.each(CLASS_SLUGS)('%s only schedules sessions inside the opening hours', (slug) => {
    const sessions = seedClassPage(slug).schedule.sessions;
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    expect(sessions.filter((session) => !withinOpeningHours(session))).toEqual([]);
  });

  it('uses only image slots the admin can fill', () => {
    for (const page of Object.values(classPagesBySlug)) {
      if (page.image.slot) expect(PUBLIC_IMAGE_KEYS).toContain(page.image.slot);
    }
    expect(classPagesBySlug.boxing.image.slot).toBeNull();
    expect(classPagesBySlug['street-fit-circuit'].image.slot).toBeNull();
  });

  it('has every meta title unique', () => {
    const titles = Object.values(classPagesBySlug).map((page) => page.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('gives kids classes the ages (children 5+) and belt promotions of SPEC.md, the texts agreeing with the sessions', () => {
    const kids = seedClassPage('kids-classes');
    const text = JSON.stringify(kids);
    expect(text).toContain('5 to 12');
    expect(text).toContain('Little Ninjas (ages 5-6)');
    expect(text).toContain('Kids Kickboxing (ages 6-12)');
    expect(text).toContain('every 3-4 months');
    const ages = kids.schedule.sessions.map((session) => session.ages!);
    expect(Math.min(...ages.map((range) => range.from))).toBe(5);
    expect(Math.max(...ages.map((range) => range.to ?? Infinity))).toBe(12);
    expect(kids.schedule.sessions.every((session) => session.trialPlaces > 0)).toBe(true);
  });
});
