import type { ActivityFilter, ActivityPage } from '@studio/core/activity/activity';
import type { EventInput, StudioEvent } from '@studio/core/events/events';
import type { ImageRecord, SlotImageMap } from '@studio/core/content/images';
import type {
  ContentDraft,
  ContentRevision,
  ContentSchedule,
  ContentSection,
  ContentSectionId,
  SectionContent,
  SiteContent,
} from '@studio/core/content/siteContent';
import type { EventWithOthers } from '@studio/core/content/siteData';
import type { InsightsPeriod, InsightsReport } from '@studio/core/insights/insightsReport';
import type { EnquiryStatus, MailStatus, SubmissionFilter, SubmissionNote } from '@studio/core/enquiries/enquiries';
import type { NewStaffInput, StaffMember, StaffRole } from '@studio/core/staff/staff';
import type { ContactInput, ContactSubmission } from '@studio/core/enquiries/submissions';
import type { StudioSite } from '@studio/core/timetable/timetable';
import type {
  PublicTrialBooking,
  TrialBooking,
  TrialInput,
  TrialMailSettings,
  TrialOccurrence,
  TrialOutcome,
  TrialRegister,
} from '@studio/core/trials/trials';

/** A section's draft as the section list names it: who saved it, and when. */
export type DraftNote = Pick<ContentDraft, 'section' | 'saved_by' | 'saved_at'>;

/** What the content editor opens with. */
export interface SectionEditorState<S extends ContentSectionId = ContentSectionId> {
  section: ContentSection<S>;
  draft: ContentDraft<S> | null;
  schedules: ContentSchedule<S>[];
}

/** A signed-in member of staff. */
export interface StaffUser {
  email: string;
  role: StaffRole;
  /** Signed in with a first password from an Owner: they must choose their own before anything else. */
  mustChangePassword: boolean;
}

// Staff accounts, own account and activity log.

/** A new account, and the one-time set-password link to pass on when it was added without a password. */
export interface AddedStaff {
  member: StaffMember;
  setupLink: { url: string; expiresAt: string } | null;
}

export interface StaffAdmin {
  /** Owners: every staff account, Owners first. */
  list(): Promise<StaffMember[]>;
  add(input: NewStaffInput): Promise<AddedStaff>;
  setRole(id: string, role: StaffRole): Promise<StaffMember>;
  /** Disabling ends the account's sessions at once. */
  setDisabled(id: string, disabled: boolean): Promise<StaffMember>;
  remove(id: string): Promise<void>;
}

export interface OwnAccount {
  /** The current password is required; the other sessions of the account end. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  signOutOtherSessions(): Promise<void>;
  /** Sets a password with the token of a one-time link; resolves to the account's e-mail. */
  setPasswordWithLink(token: string, password: string): Promise<string>;
}

export interface ActivityLogReader {
  /** Owners: newest first, a page at a time. */
  list(filter?: ActivityFilter): Promise<ActivityPage>;
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
    /** Staff: every contact submission, newest first, narrowed by the filter when one is given. */
    list(filter?: SubmissionFilter): Promise<ContactSubmission[]>;
    setRead(id: string, read: boolean): Promise<ContactSubmission>;
    // The inbox as a pipeline, retention and erasure.
    setStatus(id: string, status: EnquiryStatus): Promise<ContactSubmission>;
    /** The internal notes on a message, oldest first. */
    listNotes(id: string): Promise<SubmissionNote[]>;
    /** Adds a note as the signed-in member of staff. */
    addNote(id: string, text: string): Promise<SubmissionNote>;
    /** Deletes a message with its notes and notification. */
    remove(id: string): Promise<void>;
    /** The filtered list as CSV (UTF-8 with BOM, formula-safe cells). */
    exportCsv(filter?: SubmissionFilter): Promise<string>;
    /** Every message from one address, any case (a person's request about their data). */
    findByEmail(email: string): Promise<ContactSubmission[]>;
    exportByEmail(email: string): Promise<string>;
    /** Erases every message from one address; resolves to how many. */
    eraseByEmail(email: string): Promise<number>;
    /** How many days messages are kept before they are deleted automatically. */
    retentionDays(): Promise<number>;
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
  // ---- site content: the studio's editable sections, each versioned, with its revisions.
  content: {
    /** Public: the whole site's current content. */
    site(): Promise<SiteContent>;
    /** Staff: one section as stored, with the version a save must name. */
    get<S extends ContentSectionId>(section: S): Promise<ContentSection<S>>;
    /**
     * Owners: publishes `content` as the version after `version` (and ends the section's draft). Rejects with code `conflict` when someone else
     * saved the section since `version`, and with `invalid` when the content fails the section's schema.
     */
    save<S extends ContentSectionId>(
      section: S,
      version: number,
      content: SectionContent<S>,
    ): Promise<ContentSection<S>>;
    /** Staff: the section's revisions, newest first. */
    history<S extends ContentSectionId>(section: S): Promise<ContentRevision<S>[]>;
    /** Owners: publishes an earlier revision's content again, as a new revision. Same conflict rule as `save`. */
    restore<S extends ContentSectionId>(section: S, version: number, revision: number): Promise<ContentSection<S>>;
    /** Staff: what the editor opens with: the live section, its draft (if any) and its schedules. */
    editor<S extends ContentSectionId>(section: S): Promise<SectionEditorState<S>>;
    /** Staff: every section's draft, as who saved it and when (the section list marks them). */
    drafts(): Promise<DraftNote[]>;
    /** Staff: keeps `content` as the section's one draft (edited from live `version`), replacing any earlier one. */
    saveDraft<S extends ContentSectionId>(
      section: S,
      version: number,
      content: SectionContent<S>,
    ): Promise<ContentDraft<S>>;
    /** Staff their own draft, Owners any: removes the section's draft; resolves to the draft removed. */
    discardDraft<S extends ContentSectionId>(section: S): Promise<ContentDraft<S>>;
    /** Owners: `content` goes live by itself at `publishAt` (ISO), unless the section moves on from `version` first. */
    schedule<S extends ContentSectionId>(
      section: S,
      version: number,
      content: SectionContent<S>,
      publishAt: string,
    ): Promise<ContentSchedule<S>>;
    /**
     * Staff: the address of `page` (one of `sectionPages`) rendered with the section's saved draft, for a new tab;
     * null where the backend cannot render one.
     */
    previewUrl(section: ContentSectionId, page?: string): Promise<string | null>;
    /** Owners: cancels a pending schedule; resolves to it, cancelled. */
    cancelSchedule<S extends ContentSectionId>(section: S, id: string): Promise<ContentSchedule<S>>;
  };
  staff: StaffAdmin;
  account: OwnAccount;
  activity: ActivityLogReader;
  /** Free trial bookings in the admin (both backends; absent only in tests that do not need them). */
  trials?: TrialAdmin;
  /** Owners: whether the site can send e-mail (absent only in tests that do not need it). */
  mail?: { status(): Promise<MailStatus> };
  /** A visitor's free trial booking (the /trial pages reach the same rules through the load context). */
  trialBooking?: TrialBookingApi;
  /** Studio insights in the admin (both backends; absent only in tests that do not need them). */
  insights?: InsightsAdmin;
}

/** Who may see Insights besides Owners. */
export interface InsightsSettings {
  /** Staff (not only Owners) see Insights; an Owner can turn it off. */
  staffCanSee: boolean;
}

/** Studio insights in the admin: the report of a period, and who may read it. */
export interface InsightsAdmin {
  /**
   * Owners, and Staff while `staffCanSee`: the report of a period (see core's insightsReport). A custom period that
   * is not valid rejects with code `invalid` and core's `insightsMessages`; Staff without access with `forbidden`.
   */
  report(period: InsightsPeriod): Promise<InsightsReport>;
  /** Anyone signed in: whether Staff may see Insights (the admin's navigation shows it or not). */
  settings(): Promise<InsightsSettings>;
  /** Owners. */
  setSettings(settings: InsightsSettings): Promise<InsightsSettings>;
}

/**
 * Booking a free trial, as a visitor. A refused booking rejects with the message of its first field (code `invalid`,
 * `conflict` for a full session or a booking the address already holds, `rate-limited` with the wait).
 */
export interface TrialBookingApi {
  /** The next 14 days' sessions with their places. */
  sessions(): Promise<TrialOccurrence[]>;
  book(input: TrialInput): Promise<{ token: string; booking: PublicTrialBooking }>;
  /** The booking a manage link's token opens (`not-found` for any other token). */
  booking(token: string): Promise<{ booking: PublicTrialBooking; over: boolean }>;
  /** The manage link's one action. */
  cancel(token: string): Promise<PublicTrialBooking>;
}

/** Trials in the admin: the register of a day and site, attendance, cancelling, the CSV, the follow-up switches. */
export interface TrialAdmin {
  /** Without a day: the next day from today that holds booked trials, at the site that holds them. */
  register(day?: string, site?: StudioSite): Promise<{ register: TrialRegister; settings: TrialMailSettings }>;
  /** From the session's start on; earlier rejects with code `conflict` and the time it can be marked from. */
  setOutcome(id: string, outcome: TrialOutcome | null): Promise<void>;
  /**
   * The booked trials that publishing `content` as `section` would cancel, each with the reason the visitor would
   * be sent (none for sections other than the closures and the class pages).
   */
  wouldCancel(section: ContentSectionId, content: unknown): Promise<{ booking: TrialBooking; reason: string }[]>;
  cancel(id: string, reason: string): Promise<void>;
  exportCsv(day: string, site: StudioSite): Promise<string>;
  /** Every booking from one address, any case (a person's request about their data). */
  findByEmail(email: string): Promise<TrialBooking[]>;
  /** Owners. */
  setSettings(settings: TrialMailSettings): Promise<TrialMailSettings>;
}
