import type { ClassIconName } from '../classes.ts';
import type { ClassSlug } from '@studio/core/pages/publicRoutes';
import type { ClassContent } from '@studio/core/content/siteContent';
import type { PublicImageKey } from '@studio/core/content/slots';

export type { ClassSession } from '@studio/core/content/siteContent';

export type ClassInstructor = ClassContent['instructor'];

/** What of a class page is fixed in code: its route, name, meta, icon and media. */
export interface ClassPageSetup {
  slug: ClassSlug;
  /** The class's display name, also the class interest the contact form is preset to. */
  title: string;
  /** A short line above the title in the hero; the ages of the class's sessions follow it where they have ages. */
  eyebrow: string;
  /** Document title and meta description of the page. */
  meta: { title: string; description: string };
  icon: ClassIconName;
  image: {
    /** The admin slot whose newest upload replaces the built-in picture; null when the class has no slot. */
    slot: PublicImageKey | null;
    /** Describes the class for screen readers when a studio photo is shown. */
    alt: string;
  };
  /** Shows a looping muted clip instead of the hero picture; the picture becomes its poster. */
  video: false | { src: string; type: 'video/mp4' | 'video/webm' };
}

/**
 * SPEC.md section 3 "Class page content": everything one class page shows. The description, timetable,
 * instructor, benefits, kit list and FAQs are content staff edit (core's `classPageSchema`).
 */
export type ClassPageContent = ClassPageSetup & ClassContent;
