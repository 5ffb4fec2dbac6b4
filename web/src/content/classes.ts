import ChildCare from '@mui/icons-material/ChildCare';
import DirectionsRun from '@mui/icons-material/DirectionsRun';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import SportsKabaddi from '@mui/icons-material/SportsKabaddi';
import SportsMartialArts from '@mui/icons-material/SportsMartialArts';
import SportsMma from '@mui/icons-material/SportsMma';
import SportsGymnastics from '@mui/icons-material/SportsGymnastics';
import Woman from '@mui/icons-material/Woman';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ClassSlug } from '@studio/core/publicRoutes';

/**
 * One card of the home page class list; `name` is also the value of the contact form's class interest. The card's
 * text is content staff edit (the class page section's `cardDescription`).
 */
export interface ClassCard {
  id: ClassSlug;
  name: string;
  icon: typeof SvgIcon;
  path: string;
}

/** The eight classes, in the order the site lists them (same order as CLASS_SLUGS). */
export const classCards: ClassCard[] = [
  {
    id: 'kickboxing',
    name: 'Kickboxing',
    icon: SportsMartialArts,
    path: '/classes/kickboxing',
  },
  {
    id: 'thaiboxing',
    name: 'Thai Boxing',
    icon: SportsKabaddi,
    path: '/classes/thaiboxing',
  },
  {
    id: 'boxing',
    name: 'Boxing',
    icon: SportsMma,
    path: '/classes/boxing',
  },
  {
    id: 'womens-boxing',
    name: 'Ladies Kickboxing',
    icon: Woman,
    path: '/classes/womens-boxing',
  },
  {
    id: 'circuit-training',
    name: 'Strength & Conditioning',
    icon: FitnessCenter,
    path: '/classes/circuit-training',
  },
  {
    id: 'street-fit-circuit',
    name: 'Street-Fit Circuit',
    icon: DirectionsRun,
    path: '/classes/street-fit-circuit',
  },
  {
    id: 'kids-classes',
    name: 'Kids Classes',
    icon: ChildCare,
    path: '/classes/kids-classes',
  },
  {
    id: 'mma-bootcamps',
    name: 'MMA Bootcamps',
    icon: SportsGymnastics,
    path: '/classes/mma-bootcamps',
  },
];

/** Class names for the contact form's "class interest" list. */
export const classNames: string[] = classCards.map((card) => card.name);
