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

/** One card of the home page class list; `name` is also the value of the contact form's class interest. */
export interface ClassCard {
  id: ClassSlug;
  name: string;
  description: string;
  icon: typeof SvgIcon;
  path: string;
}

/** The eight classes, in the order the site lists them (same order as CLASS_SLUGS). */
export const classCards: ClassCard[] = [
  {
    id: 'kickboxing',
    name: 'Kickboxing',
    description:
      'Our flagship class. Punches, kicks and pad work that build real technique, sharp reflexes and serious fitness, from first-timers to fighters.',
    icon: SportsMartialArts,
    path: '/classes/kickboxing',
  },
  {
    id: 'thaiboxing',
    name: 'Thai Boxing',
    description:
      'The art of eight limbs: knees, elbows and the clinch alongside punches and kicks, coached the traditional Muay Thai way.',
    icon: SportsKabaddi,
    path: '/classes/thaiboxing',
  },
  {
    id: 'boxing',
    name: 'Boxing',
    description:
      'Footwork, head movement and clean combinations. Bag rounds, pad work and conditioning in and around our full-size ring.',
    icon: SportsMma,
    path: '/classes/boxing',
  },
  {
    id: 'womens-boxing',
    name: 'Ladies Kickboxing',
    description:
      'A women-only session with a friendly crowd. Learn to strike with confidence, get fitter and pick up self-defence you can trust.',
    icon: Woman,
    path: '/classes/womens-boxing',
  },
  {
    id: 'circuit-training',
    name: 'Strength & Conditioning',
    description:
      'Kettlebells, sleds, battle ropes and bodyweight circuits that build the engine behind every punch. Every level, every body.',
    icon: FitnessCenter,
    path: '/classes/circuit-training',
  },
  {
    id: 'street-fit-circuit',
    name: 'Street-Fit Circuit',
    description:
      'Fast, functional and fun. Short stations mixing bag work, bodyweight moves and sprints for a full-body session in under an hour.',
    icon: DirectionsRun,
    path: '/classes/street-fit-circuit',
  },
  {
    id: 'kids-classes',
    name: 'Kids Classes',
    description:
      'Confidence, discipline and respect for children aged 5 and up, with Little Ninjas for the youngest and a belt to work towards.',
    icon: ChildCare,
    path: '/classes/kids-classes',
  },
  {
    id: 'mma-bootcamps',
    name: 'MMA Bootcamps',
    description:
      'Striking, wrestling and ground work pulled together in high-intensity bootcamps. Train like a mixed martial artist, at your pace.',
    icon: SportsGymnastics,
    path: '/classes/mma-bootcamps',
  },
];

/** Class names for the contact form's "class interest" list. */
export const classNames: string[] = classCards.map((card) => card.name);
