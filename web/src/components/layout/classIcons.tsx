import ChildCare from '@mui/icons-material/ChildCare';
import DirectionsRun from '@mui/icons-material/DirectionsRun';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import SportsGymnastics from '@mui/icons-material/SportsGymnastics';
import SportsKabaddi from '@mui/icons-material/SportsKabaddi';
import SportsMartialArts from '@mui/icons-material/SportsMartialArts';
import SportsMma from '@mui/icons-material/SportsMma';
import Woman from '@mui/icons-material/Woman';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ClassIconName } from '@/content/classes.ts';

/**
 * The MUI icon each class icon name of the content stands for: the class cards and class page heroes are MUI parts,
 * so they draw MUI's icons (the plain parts' icons are plain SVG, in icons.tsx and contentIcons.tsx).
 */
export const classIcons: Record<ClassIconName, typeof SvgIcon> = {
  'sports-martial-arts': SportsMartialArts,
  'sports-kabaddi': SportsKabaddi,
  'sports-mma': SportsMma,
  woman: Woman,
  'fitness-center': FitnessCenter,
  'directions-run': DirectionsRun,
  'child-care': ChildCare,
  'sports-gymnastics': SportsGymnastics,
};
