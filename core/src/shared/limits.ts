/** Business constants of SPEC.md section 9, written once. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_CACHE_SECONDS = 3600;
export const SUBMISSION_PREVIEW_LENGTH = 60;
export const OTHER_EVENTS_LIMIT = 3;
export const HEADER_SOLID_AFTER_PX = 50;
export const INSTAGRAM_POLL_MS = 500;
export const REVIEWS_SHOWN_COLLAPSED = 3;
export const DEFAULT_EVENT_LOCATION = 'Emirates House, Stopgate Ln, Liverpool L9 6AN';
export const RECOMMENDED_EVENT_IMAGE = { width: 1200, height: 800 } as const;
/** Pixel-flood guard: no upload may decode to more pixels than this. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The admin scales a larger photo down in the browser to this longest side before it is uploaded. */
export const UPLOAD_LONGEST_SIDE = 2560;
/** Widths of the WebP variants made for every upload. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
/** The studio's time zone: event days and times are local to the studios. */
export const STUDIO_TIME_ZONE = 'Europe/London';
/**
 * Contact messages accepted from one address within any window (sliding): enough for a family, too few for a spam
 * run. Both backends apply it; the self-hosted server's CONTACT_MAX_PER_WINDOW may raise or lower the count.
 */
export const CONTACT_LIMIT = { maxMessages: 5, windowMs: 15 * 60 * 1000 } as const;
