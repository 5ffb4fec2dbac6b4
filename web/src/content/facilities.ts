import type { PublicImageKey } from '@studio/core/slots';
import type { BuiltinImageKey } from './builtinImages.ts';

/** An area of the studio. `slot` is the uploaded-image key that replaces the built-in `builtin` picture. */
export interface Facility {
  id: string;
  name: string;
  description: string;
  image: { slot: PublicImageKey; builtin: BuiltinImageKey } | null;
}

/** The six areas of SPEC section 2; five have pictures (main hall, ring, bags, gym, cafe). */
export const facilities: Facility[] = [
  {
    id: 'main-training-area',
    name: 'Main Training Area',
    description:
      'A huge matted hall with room for full classes to drill, spar and move freely. Sprung, padded and cleaned every day.',
    image: { slot: 'facility_main', builtin: 'facility_main' },
  },
  {
    id: 'boxing-ring',
    name: 'Boxing Ring',
    description:
      'A full-size competition ring for pad work, technical sparring and fight camp, the same ropes our fighters walk out to.',
    image: { slot: 'facility_boxing', builtin: 'facility_boxing' },
  },
  {
    id: 'heavy-bag-station',
    name: 'Heavy Bag Station',
    description:
      'Rows of heavy, teardrop and uppercut bags, so nobody waits for a turn. Perfect for rounds before or after class.',
    image: { slot: 'facility_bags', builtin: 'facility_bags' },
  },
  {
    id: 'gym',
    name: 'Gym',
    description:
      'Racks, free weights, kettlebells, sleds and conditioning kit for strength work that carries straight onto the mats.',
    image: { slot: 'facility_strength', builtin: 'facility_strength' },
  },
  {
    id: 'onsite-cafe',
    name: 'Onsite Cafe',
    description:
      'Protein shakes, proper coffee and a place to sit while the kids train. The heart of the studio between sessions.',
    image: { slot: 'facility_cafe', builtin: 'facility_cafe' },
  },
  {
    id: 'shop',
    name: 'Shop',
    description:
      'Gloves, wraps, shin guards, club T-shirts and gum shields, with coaches on hand to help you pick the right size.',
    image: null,
  },
];

/** The eight pieces of kit the studio is equipped with. */
export const equipment: string[] = [
  'Full-size competition boxing ring',
  'Heavy, teardrop and uppercut bags',
  'Sprung, padded training mats',
  'Thai pads, focus mitts and kick shields',
  'Kettlebells, dumbbells and barbells',
  'Battle ropes, sleds and plyo boxes',
  'Cardio kit: bikes and rowers',
  'Loan gloves and pads for beginners',
];
