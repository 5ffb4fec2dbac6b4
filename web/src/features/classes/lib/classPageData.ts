import type { ClassSlug } from '@studio/core/pages/publicRoutes';
import type { SiteContent } from '@studio/core/content/siteContent';
import { withLiveFigures } from '@studio/core/content/siteContentRules';
import { classAges, NO_FILTER } from '@studio/core/timetable/timetable';
import { timetableView } from '@studio/core/timetable/timetableView';
import type { ClassIslands } from '../classIslands.ts';

/** What a class page's code draws again in the browser: the hero's texts and the questions. */
export interface ClassPageHead {
  description: string;
  /** The ages of the class's sessions ("5-12"), for the hero's line; null where the sessions have none. */
  ages: string | null;
  faqs: { question: string; answer: string }[];
}

/**
 * The class page's own data, as published: a price or opening time an answer quotes by name ({price:Pay As You Go})
 * is filled in from the current price list and hours, so the page carries the answers, not the price list.
 */
export function classPageHeadOf(content: SiteContent, slug: ClassSlug): ClassPageHead {
  const page = content.classes[slug];
  return {
    description: page.description,
    // From the sessions staff publish, so the hero never says other ages than the timetable.
    ages: classAges(page.schedule.sessions),
    faqs: page.faqs.map((faq) => ({ ...faq, answer: withLiveFigures(faq.answer, content) })),
  };
}

/** The class page's islands' data (classIslands.ts) from the content as published, with its coming week. */
export function classIslandsOf(content: SiteContent, slug: ClassSlug, now = new Date()): ClassIslands {
  const { schedule, instructor, benefits, whatToBring, equipmentRental } = content.classes[slug];
  const filter = { ...NO_FILTER, classSlug: slug };
  return {
    content: { schedule, instructor, benefits, whatToBring, equipmentRental },
    timetable: timetableView(content, { filter, now }).days,
  };
}
