import type { ClassSlug } from '@studio/core/pages/publicRoutes';

/**
 * The icon a class is drawn with, named here and drawn by the UI (components/layout/classIcons.tsx), so the content
 * layer stays free of MUI. The names are the Material icons' own.
 */
export type ClassIconName =
  | 'sports-martial-arts'
  | 'sports-kabaddi'
  | 'sports-mma'
  | 'woman'
  | 'fitness-center'
  | 'directions-run'
  | 'child-care'
  | 'sports-gymnastics';

/**
 * One card of the home page class list; `name` is also the value of the contact form's class interest. The card's
 * text is content staff edit (the class page section's `cardDescription`).
 */
export interface ClassCard {
  id: ClassSlug;
  name: string;
  icon: ClassIconName;
  path: string;
}

/** The eight classes, in the order the site lists them (same order as CLASS_SLUGS). */
export const classCards: ClassCard[] = [
  {
    id: 'kickboxing',
    name: 'Kickboxing',
    icon: 'sports-martial-arts',
    path: '/classes/kickboxing',
  },
  {
    id: 'thaiboxing',
    name: 'Thai Boxing',
    icon: 'sports-kabaddi',
    path: '/classes/thaiboxing',
  },
  {
    id: 'boxing',
    name: 'Boxing',
    icon: 'sports-mma',
    path: '/classes/boxing',
  },
  {
    id: 'womens-boxing',
    name: 'Ladies Kickboxing',
    icon: 'woman',
    path: '/classes/womens-boxing',
  },
  {
    id: 'circuit-training',
    name: 'Strength & Conditioning',
    icon: 'fitness-center',
    path: '/classes/circuit-training',
  },
  {
    id: 'street-fit-circuit',
    name: 'Street-Fit Circuit',
    icon: 'directions-run',
    path: '/classes/street-fit-circuit',
  },
  {
    id: 'kids-classes',
    name: 'Kids Classes',
    icon: 'child-care',
    path: '/classes/kids-classes',
  },
  {
    id: 'mma-bootcamps',
    name: 'MMA Bootcamps',
    icon: 'sports-gymnastics',
    path: '/classes/mma-bootcamps',
  },
];

/** Class names for the contact form's "class interest" list. */
export const classNames: string[] = classCards.map((card) => card.name);
