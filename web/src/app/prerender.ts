import { CLASS_SLUGS } from '../content/classSlugs.ts';

/** Public routes with no per-request data: built to static HTML, then hydrated. */
export const PRERENDERED_PATHS = ['/', ...CLASS_SLUGS.map((slug) => `/classes/${slug}`), '/signup', '/events'] as const;
