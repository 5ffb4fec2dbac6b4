/**
 * Third-party origins the public site embeds. The web app's links and the Content-Security-Policy of both
 * deployments read them from here, so allowing a new embed is one edit.
 */
export const EMBED_ORIGINS = {
  /** The gym-management provider's widget script (schedule, registration form, events). */
  gymWidgets: 'https://widgets.gymmanager.example',
  /** The provider's hosted pages, which its widgets frame (registration form, member portal). */
  gymPortal: 'https://members.gymmanager.example',
  /** Instagram's embed script and the post frames it creates. */
  instagram: 'https://www.instagram.com',
  /** Google Maps embed frames on the event and contact sections. */
  maps: 'https://www.google.com',
} as const;

/** Which embed origin each CSP directive must allow. */
export const EMBED_SOURCES = {
  script: [EMBED_ORIGINS.gymWidgets, EMBED_ORIGINS.instagram],
  frame: [EMBED_ORIGINS.gymWidgets, EMBED_ORIGINS.gymPortal, EMBED_ORIGINS.instagram, EMBED_ORIGINS.maps],
  connect: [EMBED_ORIGINS.gymWidgets],
  img: [EMBED_ORIGINS.gymWidgets, EMBED_ORIGINS.instagram],
  style: [EMBED_ORIGINS.gymWidgets],
} as const;
