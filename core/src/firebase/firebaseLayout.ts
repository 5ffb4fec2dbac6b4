import { ACTIVITY_RETENTION_DAYS, clipActivityText, type ActivityKind } from '../activity/activity.ts';
import { IMAGE_VARIANT_WIDTHS } from '../shared/limits.ts';

/** Region of the Cloud Functions (London, near the studios); the web app calls them there. */
export const FUNCTIONS_REGION = 'europe-west2';

/** Firestore collections of the Firebase deployment. */
export const COLLECTIONS = {
  events: 'events',
  submissions: 'contact_submissions',
  images: 'images',
  contactRateLimits: 'contact_rate_limits',
  mail: 'mail',
  /** Site content: `content/{section}`, each with its write-once `revisions/{version}`. */
  content: 'content',
  /** A section's one draft: `content_drafts/{section}`. */
  contentDrafts: 'content_drafts',
  /** Scheduled publishes, applied by the `applyContentSchedules` function when due. */
  contentSchedules: 'content_schedules',
  // The activity log, and a marker per disabled staff account that the rules check on every staff call.
  activity: 'activity',
  disabledStaff: 'disabled_staff',
  /** A staff change whose first step (its entry) is made and whose later steps are not all made yet: the functions' only. */
  startedStaffChanges: 'started_staff_changes',
  // Free trial bookings, each occurrence's count of them, the e-mails that wait, the Owner's follow-up switches:
  // read and written by the functions only.
  trialBookings: 'trial_bookings',
  trialCounters: 'trial_counters',
  trialMailQueue: 'trial_mail_queue',
  trialSettings: 'trial_settings',
  // Studio insights (docs/decisions/029): today's totals in shards the `insights` function adds to, the days before
  // folded into one document each, the day's salt and visitor hashes (the functions' only), and who may read them.
  insightTotals: 'insight_totals',
  insightDays: 'insight_days',
  insightSalts: 'insight_salts',
  insightSeen: 'insight_seen',
  insightSettings: 'insight_settings',
} as const;

/** The subcollection of a content section that keeps every version of it. */
export const CONTENT_REVISIONS = 'revisions';

/** The callable functions that manage staff; only staff with the `admin` claim may call them (Owners for most). */
export const STAFF_FUNCTIONS = {
  list: 'listStaff',
  add: 'addStaff',
  setRole: 'setStaffRole',
  setDisabled: 'setStaffDisabled',
  remove: 'removeStaff',
  checkPassword: 'checkStaffPassword',
  passwordChanged: 'staffPasswordChanged',
  signOutEverywhere: 'signOutStaffEverywhere',
} as const;

/** The callable functions of free trial bookings: the first four public, the rest for staff (Owners for settings). */
export const TRIAL_FUNCTIONS = {
  book: 'bookTrial',
  sessions: 'trialSessions',
  booking: 'trialBooking',
  cancelBooking: 'cancelTrialBooking',
  register: 'trialRegister',
  setOutcome: 'setTrialOutcome',
  cancel: 'cancelTrial',
  exportCsv: 'exportTrialRegister',
  setSettings: 'setTrialSettings',
  byEmail: 'trialsByEmail',
  eraseByEmail: 'eraseTrialsByEmail',
  wouldCancel: 'trialsDraftWouldCancel',
  cancelCalledOff: 'cancelCalledOffTrials',
  names: 'trialNames',
  mailStatus: 'mailStatus',
} as const;

/**
 * Kinds of activity entry a signed-in member of staff may write from the browser (the rules check the list).
 * Staff changes and failed sign-ins are written by functions only: a client could not be trusted with them.
 */
export const CLIENT_ACTIVITY_KINDS = [
  'event.created',
  'event.updated',
  'event.featured',
  'event.deleted',
  'image.uploaded',
  'image.deleted',
  'message.read',
  'message.status',
  'message.note',
  'message.deleted',
  'message.exported',
  'message.erased',
  'content.saved',
  'content.restored',
  'content.draft-saved',
  'content.draft-discarded',
  'content.scheduled',
  'content.schedule-cancelled',
  'insights.settings',
  'sign-in.succeeded',
] as const satisfies readonly ActivityKind[];

/**
 * The client kinds whose entry stands alone; every other client entry is written in the same batch or transaction as
 * its change, which names it (`activity_id`), and the rules accept neither without the other (docs/decisions/022).
 * A sign-in and an export change nothing in Firestore, an erasure may take several batches, and an image lives in
 * Cloud Storage, which shares no transaction with Firestore.
 */
export const STANDALONE_ACTIVITY_KINDS = [
  'image.uploaded',
  'image.deleted',
  'message.exported',
  'message.erased',
  'sign-in.succeeded',
] as const satisfies readonly (typeof CLIENT_ACTIVITY_KINDS)[number][];

/** What an activity entry says, before the SDK that writes it adds `at` and `expires_at`. */
export interface ActivityEntryFields {
  actorUid: string | null;
  actor: string | null;
  kind: ActivityKind;
  item?: string | null;
  detail?: string | null;
  /** The item's reference (`activityRef`, `content:{section}`, `schedule:{id}`). */
  ref?: string | null;
  ip?: string | null;
}

/**
 * An entry's fields as the browser and the functions store them (the rules demand exactly these of the browser);
 * each side adds `at`, the server's time, and `expires_at` (`activityExpiresAtMs`) with its own SDK.
 */
export function storedActivityFields(entry: ActivityEntryFields) {
  return {
    actor_uid: entry.actorUid,
    actor: entry.actor,
    kind: entry.kind,
    item: clipActivityText(entry.item),
    ...(entry.ref ? { ref: clipActivityText(entry.ref) } : {}),
    detail: clipActivityText(entry.detail),
    ip: entry.ip ?? null,
  };
}

/** When an entry written at `nowMs` expires (a Firestore TTL policy on `expires_at` deletes it then). */
export function activityExpiresAtMs(nowMs: number): number {
  return nowMs + ACTIVITY_RETENTION_DAYS * 24 * 60 * 60 * 1000;
}

/** The id of a deletion's entry, which the rules find by it: the deleted document leaves nothing to name it. */
export function deletionEntryId(type: 'event', id: string): string {
  return `${type}-${id}-deleted`;
}

/**
 * Internal notes of a message: `contact_submissions/{id}/notes/{noteId}`. A message's notification e-mail is the
 * `mail` document with the message's own id, so deleting a message can find and delete its e-mail too.
 */
export const NOTES_SUBCOLLECTION = 'notes';

/**
 * Where the Firebase deployment keeps image files: one folder per studio in the bucket, with the WebP variants
 * the storage trigger makes in a subfolder. `storage.rules` and `firestore.rules` mirror these names (rules cannot import code).
 */
export const STUDIO_FOLDER = 'tmas';
export const VARIANTS_FOLDER = 'variants';

export function studioObjectPath(name: string): string {
  return `${STUDIO_FOLDER}/${name}`;
}

/** `home_hero_1700000000000.jpg` at 480 px -> `tmas/variants/home_hero_1700000000000_480.webp`. */
export function variantObjectPath(name: string, width: number): string {
  return `${STUDIO_FOLDER}/${VARIANTS_FOLDER}/${name.replace(/\.[a-z]+$/, '')}_${width}.webp`;
}

export function variantObjectPaths(name: string): string[] {
  return IMAGE_VARIANT_WIDTHS.map((width) => variantObjectPath(name, width));
}

/** The upload target an image name was made for: `home_hero_1700000000000.jpg` -> `home_hero`. */
export function imageTargetOf(name: string): string {
  return name.replace(/_\d{13,}(?:-\d+)?\.[a-z]+$/, '');
}

/** What the Firebase deployment's pages load beside the site's own origin: Storage images and Firebase's APIs. */
export const FIREBASE_IMAGE_ORIGINS = ['https://firebasestorage.googleapis.com'];
export const FIREBASE_CONNECT_ORIGINS = [
  'https://firestore.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firebasestorage.googleapis.com',
  'https://*.cloudfunctions.net',
];

/**
 * Where the browser reaches the Functions emulator (`host:port`). The Functions emulator tells a function where
 * Firestore, Auth and Storage run, but not where it runs itself, so the scripts that start the emulators set it.
 */
export const FUNCTIONS_EMULATOR_HOST_VARIABLE = 'STUDIO_FUNCTIONS_EMULATOR_HOST';

/**
 * The origins the pages may load from and call on Firebase, given the `site` function's environment. Only a
 * function run by the Functions emulator (which sets `FUNCTIONS_EMULATOR=true`; Google's runtime never does)
 * adds the emulators the browser talks to, so a deployed site's policy never names them.
 */
export function firebasePageOrigins(env: Readonly<Record<string, string | undefined>>): {
  extraImageOrigins: string[];
  extraConnectOrigins: string[];
} {
  if (env.FUNCTIONS_EMULATOR !== 'true')
    return { extraImageOrigins: FIREBASE_IMAGE_ORIGINS, extraConnectOrigins: FIREBASE_CONNECT_ORIGINS };
  const origin = (host: string | undefined) => (host ? [`http://${host}`] : []);
  const storage = origin(env.FIREBASE_STORAGE_EMULATOR_HOST);
  return {
    extraImageOrigins: [...FIREBASE_IMAGE_ORIGINS, ...storage],
    extraConnectOrigins: [
      ...FIREBASE_CONNECT_ORIGINS,
      ...origin(env.FIRESTORE_EMULATOR_HOST),
      ...origin(env.FIREBASE_AUTH_EMULATOR_HOST),
      ...origin(env[FUNCTIONS_EMULATOR_HOST_VARIABLE]),
      ...storage,
    ],
  };
}

/**
 * The function that renders the pages on Firebase (Hosting rewrites every path that is not a file to it), and how
 * long the Hosting CDN keeps a page it rendered: the longest a published change takes to show (docs/decisions/007).
 */
export const SITE_FUNCTION = 'site';
export const SITE_CDN_SECONDS = 300;
/** How long the CDN keeps a 404: short, so a page that comes to exist (an event just created) shows soon. */
export const SITE_CDN_NOT_FOUND_SECONDS = 60;
