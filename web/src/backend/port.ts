import type { EventInput, StudioEvent } from '@studio/core/events';
import type { ImageRecord, SlotImageMap } from '@studio/core/images';
import type {
  ContentRevision,
  ContentSection,
  ContentSectionId,
  SectionContent,
  SiteContent,
} from '@studio/core/siteContent';
import type { ContactInput, ContactSubmission } from '@studio/core/submissions';

/** A signed-in member of staff. */
export interface StaffUser {
  email: string;
}

export interface EventWithOthers {
  event: StudioEvent;
  /** Up to three other upcoming events, soonest first. */
  others: StudioEvent[];
}

/** Where an uploaded image goes: a slot (e.g. `home_hero`) or an event picture. */
export type UploadTarget = string;

/** 0..1 fraction of the bytes sent so far. */
export type UploadProgress = (fraction: number) => void;

/**
 * The one door between the app and its data. Two adapters implement it:
 * `http/` (the self-hosted server) and `firebase/`. Both pass `contract/backendContract.ts`.
 * Every method rejects with a `BackendError` whose message is fit to show.
 */
export interface Backend {
  events: {
    /** Events dated today or later, soonest first. */
    listUpcoming(): Promise<StudioEvent[]>;
    /** One event and up to three other upcoming ones; null when there is no such event. */
    getWithOthers(id: string): Promise<EventWithOthers | null>;
    /** Staff: every event, newest date first. */
    listAll(): Promise<StudioEvent[]>;
    create(input: EventInput): Promise<StudioEvent>;
    update(id: string, input: EventInput): Promise<StudioEvent>;
    setFeatured(id: string, featured: boolean): Promise<StudioEvent>;
    remove(id: string): Promise<void>;
  };
  submissions: {
    /** Staff: every contact submission, newest first. */
    list(): Promise<ContactSubmission[]>;
    setRead(id: string, read: boolean): Promise<ContactSubmission>;
  };
  contact: {
    submit(input: ContactInput): Promise<void>;
  };
  images: {
    /** Public: the current image of each public key. */
    slotMap(): Promise<SlotImageMap>;
    /** Staff: every uploaded image, newest first. */
    list(): Promise<ImageRecord[]>;
    upload(target: UploadTarget, file: File, onProgress?: UploadProgress): Promise<ImageRecord>;
    remove(name: string): Promise<void>;
  };
  auth: {
    signIn(email: string, password: string): Promise<StaffUser>;
    signOut(): Promise<void>;
    /** Asks the backend who is signed in; null when nobody (or not staff). */
    current(): Promise<StaffUser | null>;
    /** Calls back with the staff user whenever sign-in state changes; returns an unsubscribe. */
    onChange(listener: (user: StaffUser | null) => void): () => void;
  };
  // ---- site content (issue 19): the studio's editable sections, each versioned, with its revisions.
  content: {
    /** Public: the whole site's current content. */
    site(): Promise<SiteContent>;
    /** Staff: one section as stored, with the version a save must name. */
    get<S extends ContentSectionId>(section: S): Promise<ContentSection<S>>;
    /**
     * Staff: publishes `content` as the version after `version`. Rejects with code `conflict` when someone else
     * saved the section since `version`, and with `invalid` when the content fails the section's schema.
     */
    save<S extends ContentSectionId>(
      section: S,
      version: number,
      content: SectionContent<S>,
    ): Promise<ContentSection<S>>;
    /** Staff: the section's revisions, newest first. */
    history<S extends ContentSectionId>(section: S): Promise<ContentRevision<S>[]>;
    /** Staff: publishes an earlier revision's content again, as a new revision. Same conflict rule as `save`. */
    restore<S extends ContentSectionId>(section: S, version: number, revision: number): Promise<ContentSection<S>>;
  };
}
