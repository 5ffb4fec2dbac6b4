import type { ClassSlug } from '@studio/core/publicRoutes';
import { boxingPage } from './boxing.ts';
import type { ClassPageContent } from './classPageContent.ts';
import { circuitTrainingPage } from './circuitTraining.ts';
import { kickboxingPage } from './kickboxing.ts';
import { kidsClassesPage } from './kidsClasses.ts';
import { mmaBootcampsPage } from './mmaBootcamps.ts';
import { streetFitCircuitPage } from './streetFitCircuit.ts';
import { thaiboxingPage } from './thaiboxing.ts';
import { womensBoxingPage } from './womensBoxing.ts';

/** Every class page's content, keyed by its route slug (/classes/{slug}). */
export const classPagesBySlug: Record<ClassSlug, ClassPageContent> = {
  kickboxing: kickboxingPage,
  thaiboxing: thaiboxingPage,
  boxing: boxingPage,
  'womens-boxing': womensBoxingPage,
  'circuit-training': circuitTrainingPage,
  'street-fit-circuit': streetFitCircuitPage,
  'kids-classes': kidsClassesPage,
  'mma-bootcamps': mmaBootcampsPage,
};
