/** The eight class routes of SPEC.md, in the order the site lists them. */
export const CLASS_SLUGS = [
  'kickboxing',
  'thaiboxing',
  'boxing',
  'womens-boxing',
  'circuit-training',
  'street-fit-circuit',
  'kids-classes',
  'mma-bootcamps',
] as const;

export type ClassSlug = (typeof CLASS_SLUGS)[number];

/** The classes' names as the site shows them (the home cards, the class pages, the contact form's list). */
export const CLASS_NAMES: Record<ClassSlug, string> = {
  kickboxing: 'Kickboxing',
  thaiboxing: 'Thai Boxing',
  boxing: 'Boxing',
  'womens-boxing': 'Ladies Kickboxing',
  'circuit-training': 'Strength & Conditioning',
  'street-fit-circuit': 'Street-Fit Circuit',
  'kids-classes': 'Kids Classes',
  'mma-bootcamps': 'MMA Bootcamps',
};

export function isClassSlug(value: string | undefined): value is ClassSlug {
  return (CLASS_SLUGS as readonly string[]).includes(value ?? '');
}

/** The public pages at fixed addresses: rendered ahead of visitors by the render cache, listed in the sitemap. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  ...CLASS_SLUGS.map((slug) => `/classes/${slug}`),
  '/signup',
  '/timetable',
  '/events',
  '/privacy',
  '/accessibility',
] as const;
