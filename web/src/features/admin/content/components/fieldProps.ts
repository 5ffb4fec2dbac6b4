import type { ContentSectionId } from '@studio/core/content/siteContent';
import type { ComponentType } from 'react';
import type { AnySchema } from '../contentFields.ts';

/** Where a field sits in its section's content: keys and list positions. */
export type Path = readonly (string | number)[];

export interface ContentFieldsProps {
  section: ContentSectionId;
  schema: AnySchema;
  path?: Path;
  problems: ReadonlyMap<string, string>;
  /** The content the edits are measured from: a folded item counts its changed fields against it. */
  saved: unknown;
  /** Uploads a photo through the image pipeline and gives its address. */
  uploadPhoto?: (file: File) => Promise<string>;
}

/**
 * The fields of a part of the content, drawn from its schema: what a list's item or a session draws its own fields
 * with (ContentFields, handed down so that the parts need not import it back).
 */
export type NestedFields = ComponentType<ContentFieldsProps>;
