/**
 * Page copy with links in it, as data: the privacy notice and the accessibility statement are written this way so
 * that they can become staff-editable content like the rest of the site's copy.
 */
export type Inline =
  | string
  /** A link: a path on this site (`/privacy`), or an address elsewhere (`https:`, `mailto:`, `tel:`). */
  | { text: string; href: string }
  /** The period contact messages are kept, as configured where the site runs ("12 months"). */
  | { retentionPeriod: true };

export type Block = { paragraph: Inline[] } | { list: Inline[][] };

export interface TextSection {
  id: string;
  heading: string;
  blocks: Block[];
}

export const RETENTION_PERIOD: Inline = { retentionPeriod: true };
