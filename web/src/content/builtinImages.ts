import { CLASS_SLUGS, type ClassSlug } from '@studio/core/pages/publicRoutes';

/**
 * Images that ship with the site: bold graphic art in the brand colours, so every page looks finished before
 * staff upload photos. `scripts/build-images.ts` draws them from this list into `web/public/images/builtin/`.
 */
export interface BuiltinImage {
  /** WebP at a middle width, for browsers that ignore `srcset`. */
  src: string;
  /** WebP candidates at every width. */
  srcSet: string;
  /** AVIF candidates at every width (smaller; offered first). */
  avifSrcSet?: string;
  /** Intrinsic size of the largest file; the aspect ratio reserves the space before it loads. */
  width: number;
  height: number;
  alt: string;
}

export type BuiltinImageKey =
  | 'hero'
  | 'about'
  | 'trailer'
  | 'facility_main'
  | 'facility_boxing'
  | 'facility_bags'
  | 'facility_strength'
  | 'facility_cafe'
  | 'facility_changing'
  | 'instructor'
  | ClassSlug;

/** Shape of a picture: wide for heroes and video stills, 4:3 for cards, portrait for people. */
export type BuiltinAspect = 'wide' | 'card' | 'portrait';

export const BUILTIN_ASPECTS: Record<BuiltinAspect, { width: number; height: number }> = {
  wide: { width: 16, height: 9 },
  card: { width: 4, height: 3 },
  portrait: { width: 4, height: 5 },
};

export interface BuiltinImageSpec {
  aspect: BuiltinAspect;
  widths: readonly number[];
  alt: string;
}

const WIDE_WIDTHS = [480, 960, 1600] as const;
const CARD_WIDTHS = [480, 960] as const;

const CLASS_IMAGE_ALTS: Record<ClassSlug, string> = {
  kickboxing: 'Red and gold graphic of a kickboxer throwing a high kick',
  thaiboxing: 'Red and gold graphic of a Thai boxer driving a knee strike',
  boxing: 'Red and gold graphic of a boxer throwing a straight punch',
  'womens-boxing': 'Red and gold graphic of a woman boxer in her guard',
  'circuit-training': 'Red and gold graphic of a kettlebell and a stopwatch',
  'street-fit-circuit': 'Red and gold graphic of an athlete mid jump',
  'kids-classes': 'Red and gold graphic of two young fighters touching gloves',
  'mma-bootcamps': 'Red and gold graphic of a fighter inside a cage outline',
};

export const BUILTIN_IMAGE_SPECS: Record<BuiltinImageKey, BuiltinImageSpec> = {
  // The LCP image of the home page: one more width for large, dense screens.
  hero: { aspect: 'wide', widths: [480, 960, 1600, 2400], alt: 'Red and gold graphic of a fighter throwing a kick' },
  about: { aspect: 'card', widths: CARD_WIDTHS, alt: 'Red and gold graphic of boxing gloves' },
  trailer: { aspect: 'wide', widths: WIDE_WIDTHS, alt: 'Red and gold graphic of two fighters facing off' },
  facility_main: { aspect: 'card', widths: CARD_WIDTHS, alt: 'Graphic of a matted training hall' },
  facility_boxing: { aspect: 'card', widths: CARD_WIDTHS, alt: 'Graphic of boxing ring ropes and a corner post' },
  facility_bags: { aspect: 'card', widths: CARD_WIDTHS, alt: 'Graphic of a row of heavy bags' },
  facility_strength: { aspect: 'card', widths: CARD_WIDTHS, alt: 'Graphic of a barbell and kettlebells' },
  facility_cafe: { aspect: 'card', widths: CARD_WIDTHS, alt: 'Graphic of a steaming cup of coffee' },
  facility_changing: { aspect: 'card', widths: CARD_WIDTHS, alt: 'Graphic of lockers and a bench' },
  instructor: { aspect: 'portrait', widths: CARD_WIDTHS, alt: 'Graphic of a coach holding pads' },
  ...(Object.fromEntries(
    CLASS_SLUGS.map((slug): [ClassSlug, BuiltinImageSpec] => [
      slug,
      { aspect: 'wide', widths: WIDE_WIDTHS, alt: CLASS_IMAGE_ALTS[slug] },
    ]),
  ) as Record<ClassSlug, BuiltinImageSpec>),
};

export const BUILTIN_IMAGE_DIR = '/images/builtin';

export function builtinImageHeight(spec: Pick<BuiltinImageSpec, 'aspect'>, width: number): number {
  const aspect = BUILTIN_ASPECTS[spec.aspect];
  return Math.round((width * aspect.height) / aspect.width);
}

export function builtinImageUrl(key: BuiltinImageKey, width: number, format: 'avif' | 'webp'): string {
  return `${BUILTIN_IMAGE_DIR}/${key}-${width}.${format}`;
}

function toBuiltinImage(key: BuiltinImageKey, spec: BuiltinImageSpec): BuiltinImage {
  const largest = Math.max(...spec.widths);
  const fallbackWidth = spec.widths.includes(960) ? 960 : largest;
  const srcSetOf = (format: 'avif' | 'webp') =>
    spec.widths.map((width) => `${builtinImageUrl(key, width, format)} ${width}w`).join(', ');
  return {
    src: builtinImageUrl(key, fallbackWidth, 'webp'),
    srcSet: srcSetOf('webp'),
    avifSrcSet: srcSetOf('avif'),
    width: largest,
    height: builtinImageHeight(spec, largest),
    alt: spec.alt,
  };
}

export const builtinImages = Object.fromEntries(
  Object.entries(BUILTIN_IMAGE_SPECS).map(([key, spec]) => [key, toBuiltinImage(key as BuiltinImageKey, spec)]),
) as Record<BuiltinImageKey, BuiltinImage>;
