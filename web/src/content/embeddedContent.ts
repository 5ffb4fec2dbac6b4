import { siteConfig } from './siteConfig.ts';

/** The kinds of third-party content the site can embed, each allowed or withdrawn as one choice. */
export const EMBED_KINDS = ['instagram', 'maps', 'gym'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

/** The name of the one localStorage entry that remembers the visitor's choices (the privacy notice names it). */
export const EMBED_CONSENT_KEY_NAME = 'tmas-embedded-content';

export interface EmbeddedContentCopy {
  /** What it is, as the privacy page lists it. */
  name: string;
  /** What the privacy page's buttons allow or withdraw: "Allow {choice}". */
  choice: string;
  /** Who serves it, as the facade names them: "content from {provider}". */
  provider: string;
  /** Where it appears on the site. */
  where: string;
  /** What loading it means for the visitor's data, for the privacy page. */
  privacy: string;
}

/** The words for each kind of embedded content, on the facades and the privacy page. */
export const embeddedContent: Record<EmbedKind, EmbeddedContentCopy> = {
  instagram: {
    name: 'Instagram posts',
    choice: 'Instagram posts',
    provider: 'Instagram',
    where: 'the Instagram section of the home page',
    privacy:
      'Instagram (Meta Platforms Ireland) receives your IP address and browser details and may set cookies or read its own storage on your device, as described in its own privacy policy.',
  },
  maps: {
    name: 'Maps',
    choice: 'maps',
    provider: 'Google Maps',
    where: 'the contact section of the home page and each event page',
    privacy:
      'Google receives your IP address and browser details and may set cookies on your device, as described in its own privacy policy.',
  },
  gym: {
    name: 'Timetables and registration forms',
    choice: 'timetables and forms',
    provider: siteConfig.gymWidgets.providerName,
    where:
      'the timetables on the home page, the event schedule on the events page and the registration form on the sign-up page',
    privacy: `${siteConfig.gymWidgets.providerName}, the booking system we use, receives your IP address and browser details and may set cookies on your device; what you type into its registration form goes to it directly.`,
  },
};

/** The one line each facade shows before anything loads. */
export function embedNotice(kind: EmbedKind): string {
  return `Loading this shows content from ${embeddedContent[kind].provider}, which may set cookies.`;
}
