import type { PublicImageKey } from '@studio/core/content/slots';
import type { BuiltinImageKey } from './builtinImages.ts';

/** An area's picture: `slot` is the uploaded-image key that replaces the built-in `builtin` picture. */
export interface FacilityImage {
  slot: PublicImageKey;
  builtin: BuiltinImageKey;
}

/**
 * The pictures of the areas of SPEC section 2, by the area's id (the areas' names and descriptions are site content:
 * core's `home-facilities` section). Five have one (main hall, ring, bags, gym, cafe); an area without is drawn as a
 * card with an icon, as the shop is.
 */
const images: Record<string, FacilityImage> = {
  'main-training-area': { slot: 'facility_main', builtin: 'facility_main' },
  'boxing-ring': { slot: 'facility_boxing', builtin: 'facility_boxing' },
  'heavy-bag-station': { slot: 'facility_bags', builtin: 'facility_bags' },
  gym: { slot: 'facility_strength', builtin: 'facility_strength' },
  'onsite-cafe': { slot: 'facility_cafe', builtin: 'facility_cafe' },
};

export function facilityImage(id: string): FacilityImage | null {
  return images[id] ?? null;
}
