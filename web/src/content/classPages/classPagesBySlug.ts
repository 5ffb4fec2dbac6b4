import type { ClassSlug } from '@studio/core/pages/publicRoutes';
import { SEED_CLASS_PAGES } from '@studio/core/content/siteContentSeed';
import { boxingPage } from './boxing.ts';
import type { ClassPageContent, ClassPageSetup } from './classPageContent.ts';
import { circuitTrainingPage } from './circuitTraining.ts';
import { kickboxingPage } from './kickboxing.ts';
import { kidsClassesPage } from './kidsClasses.ts';
import { mmaBootcampsPage } from './mmaBootcamps.ts';
import { streetFitCircuitPage } from './streetFitCircuit.ts';
import { thaiboxingPage } from './thaiboxing.ts';
import { womensBoxingPage } from './womensBoxing.ts';

/** Every class page's fixed part, keyed by its route slug (/classes/{slug}); its text is site content. */
export const classPagesBySlug: Record<ClassSlug, ClassPageSetup> = {
  kickboxing: kickboxingPage,
  thaiboxing: thaiboxingPage,
  boxing: boxingPage,
  'womens-boxing': womensBoxingPage,
  'circuit-training': circuitTrainingPage,
  'street-fit-circuit': streetFitCircuitPage,
  'kids-classes': kidsClassesPage,
  'mma-bootcamps': mmaBootcampsPage,
};

/** A class page with the content the site ships with (the seed), as a fresh data store shows it. */
export function seedClassPage(slug: ClassSlug): ClassPageContent {
  return { ...classPagesBySlug[slug], ...SEED_CLASS_PAGES[slug] };
}
