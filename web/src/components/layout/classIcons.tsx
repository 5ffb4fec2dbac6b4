import type { ClassIconName } from '@/content/classes.ts';
import { icon, type IconComponent } from './icons.tsx';

/*
 * The icon each class icon name of the content stands for, as plain SVG with Material's paths (a circle of the
 * original is drawn as a path): the class cards and the class pages' heroes draw them without MUI.
 */
const SportsMartialArtsIcon = icon('sports-martial-arts');
const SportsKabaddiIcon = icon('sports-kabaddi');
const SportsMmaIcon = icon('sports-mma');
const WomanIcon = icon('woman');
const FitnessCenterIcon = icon('fitness-center');
const DirectionsRunIcon = icon('directions-run');
const ChildCareIcon = icon('child-care');
const SportsGymnasticsIcon = icon('sports-gymnastics');

export const classIcons: Record<ClassIconName, IconComponent> = {
  'sports-martial-arts': SportsMartialArtsIcon,
  'sports-kabaddi': SportsKabaddiIcon,
  'sports-mma': SportsMmaIcon,
  woman: WomanIcon,
  'fitness-center': FitnessCenterIcon,
  'directions-run': DirectionsRunIcon,
  'child-care': ChildCareIcon,
  'sports-gymnastics': SportsGymnasticsIcon,
};
