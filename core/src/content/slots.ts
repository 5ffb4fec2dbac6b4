/** The fixed image slots of SPEC.md (Image Management) and the prefixes the public site reads. */
export type SlotGroup = 'Home Page' | 'Class Pages' | 'Facilities Section';

export interface Slot {
  id: string;
  name: string;
  description: string;
  group: SlotGroup;
}

export const SLOT_GROUPS: readonly SlotGroup[] = ['Home Page', 'Class Pages', 'Facilities Section'];

export const SLOTS = [
  {
    id: 'home_hero',
    name: 'Hero Background',
    group: 'Home Page',
    description: 'Full-width background behind the home page title.',
  },
  {
    id: 'home_about',
    name: 'About Section',
    group: 'Home Page',
    description: 'Picture beside the About section and Our Journey.',
  },
  {
    id: 'home_trailer',
    name: 'Video Thumbnail',
    group: 'Home Page',
    description: 'Still shown before the studio trailer video plays.',
  },
  {
    id: 'kickboxing_main',
    name: 'Kickboxing',
    group: 'Class Pages',
    description: 'Hero image of the Kickboxing class page.',
  },
  {
    id: 'thaiboxing_main',
    name: 'Thai Boxing',
    group: 'Class Pages',
    description: 'Hero image of the Thai Boxing class page.',
  },
  {
    id: 'womensboxing_main',
    name: 'Ladies Kickboxing',
    group: 'Class Pages',
    description: 'Hero image of the Ladies Kickboxing class page.',
  },
  {
    id: 'circuit_main',
    name: 'Strength & Conditioning',
    group: 'Class Pages',
    description: 'Hero image of the Strength & Conditioning class page.',
  },
  { id: 'kids_main', name: 'Kids Classes', group: 'Class Pages', description: 'Hero image of the Kids Classes page.' },
  { id: 'mma_main', name: 'MMA', group: 'Class Pages', description: 'Hero image of the MMA Bootcamps class page.' },
  {
    id: 'facility_main',
    name: 'Main Training Area',
    group: 'Facilities Section',
    description: 'The main matted hall in the Facilities section.',
  },
  {
    id: 'facility_boxing',
    name: 'Boxing Ring',
    group: 'Facilities Section',
    description: 'The full-size boxing ring in the Facilities section.',
  },
  {
    id: 'facility_bags',
    name: 'Heavy Bag Station',
    group: 'Facilities Section',
    description: 'The heavy bag station in the Facilities section.',
  },
  {
    id: 'facility_strength',
    name: 'Strength & Conditioning',
    group: 'Facilities Section',
    description: 'The gym and strength area in the Facilities section.',
  },
  {
    id: 'facility_changing',
    name: 'Changing Facilities',
    group: 'Facilities Section',
    description: 'The changing rooms in the Facilities section.',
  },
] as const satisfies readonly Slot[];

export type SlotId = (typeof SLOTS)[number]['id'];

export const SLOT_IDS: readonly SlotId[] = SLOTS.map((slot) => slot.id);

export function isSlotId(value: unknown): value is SlotId {
  return typeof value === 'string' && (SLOT_IDS as readonly string[]).includes(value);
}

export function findSlot(id: string): Slot | undefined {
  return SLOTS.find((slot) => slot.id === id);
}

/**
 * Prefixes (without the trailing underscore) the public site looks images up by.
 * `facility_cafe` has no admin slot card but files named `facility_cafe_*` still show.
 */
export const PUBLIC_IMAGE_KEYS = [
  'home_hero',
  'home_about',
  'home_trailer',
  'facility_main',
  'facility_boxing',
  'facility_bags',
  'facility_strength',
  'facility_cafe',
  'facility_changing',
  'kickboxing_main',
  'thaiboxing_main',
  'womensboxing_main',
  'circuit_main',
  'kids_main',
  'mma_main',
] as const;

export type PublicImageKey = (typeof PUBLIC_IMAGE_KEYS)[number];
