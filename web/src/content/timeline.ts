import { builtinImageUrl, type BuiltinImageKey } from './builtinImages.ts';

/**
 * The pictures of 'Our Journey' (SPEC section 1): each milestone's built-in thumbnail, by its id. The milestones'
 * texts are site content (core's `home-journey` section); a milestone staff add takes the pictures in turn.
 */
const pictures: Record<string, BuiltinImageKey> = {
  roots: 'about',
  'full-time': 'kickboxing',
  'st-helens': 'facility_main',
  aintree: 'facility_boxing',
  'fight-nights': 'boxing',
  today: 'kids-classes',
};

const inTurn = Object.values(pictures);

/** Timeline pictures are small thumbnails: the narrowest built-in size is plenty. */
export function journeyThumbnail(id: string, index: number): string {
  return builtinImageUrl(pictures[id] ?? inTurn[index % inTurn.length]!, 480, 'webp');
}
