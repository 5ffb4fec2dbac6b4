import type { Functions } from 'firebase/functions';
import { TRIAL_FUNCTIONS } from '@studio/core/firebase/firebaseLayout';
import type { MailStatus } from '@studio/core/enquiries/enquiries';
import type { ContentSectionId } from '@studio/core/content/siteContent';
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
import type { Backend, TrialAdmin, TrialBookingApi } from '../port.ts';
import { callable } from './firebaseCallable.ts';
import { attempt } from './firebaseErrors.ts';

const SAVE_FAILED = 'The change could not be saved. Please try again.';
/** A function instance may have to start first (a cold start): more than the default 30 s before giving up. */
const TIMEOUT_MS = 70_000;
const BOOKING_TIMEOUT_MS = 120_000;
/** `callable` with the longer wait, for every trial function. */
function call<In, Out>(functions: Functions, name: string, timeout: number | undefined) {
  return callable<In, Out>(functions, name, timeout ?? TIMEOUT_MS);
}

const BOOKING_FAILED = 'The booking could not be made. Please try again.';

/** Trials in the admin through the trial functions: bookings are unreadable to every client (firestore.rules). */
export function firebaseTrialAdmin(functions: Functions, timeout?: number): TrialAdmin {
  const register = call<{ day?: string; site?: StudioSite }, { register: TrialRegister; settings: TrialMailSettings }>(
    functions,
    TRIAL_FUNCTIONS.register,
    timeout,
  );
  const setOutcome = call<{ id: string; outcome: TrialOutcome | null }, unknown>(
    functions,
    TRIAL_FUNCTIONS.setOutcome,
    timeout,
  );
  const cancel = call<{ id: string; reason: string }, unknown>(functions, TRIAL_FUNCTIONS.cancel, timeout);
  const exportCsv = call<{ day: string; site: StudioSite }, { csv: string }>(
    functions,
    TRIAL_FUNCTIONS.exportCsv,
    timeout,
  );
  const byEmail = call<{ email: string }, { bookings: TrialBooking[] }>(functions, TRIAL_FUNCTIONS.byEmail, timeout);
  const setSettings = call<TrialMailSettings, { settings: TrialMailSettings }>(
    functions,
    TRIAL_FUNCTIONS.setSettings,
    timeout,
  );
  const wouldCancel = call<
    { section: ContentSectionId; content: unknown },
    { cancels: { booking: TrialBooking; reason: string }[] }
  >(functions, TRIAL_FUNCTIONS.wouldCancel, timeout);
  return {
    register: (day, site) =>
      attempt(
        'The register could not be loaded. Please try again.',
        async () => (await register({ ...(day ? { day } : {}), ...(site ? { site } : {}) })).data,
      ),
    wouldCancel: (section, content) =>
      attempt(
        'The bookings this would cancel could not be checked. Please try again.',
        async () => (await wouldCancel({ section, content })).data.cancels,
      ),
    setOutcome: (id, outcome) =>
      attempt(SAVE_FAILED, async () => {
        await setOutcome({ id, outcome });
      }),
    cancel: (id, reason) =>
      attempt('The booking could not be cancelled. Please try again.', async () => {
        await cancel({ id, reason });
      }),
    exportCsv: (day, site) =>
      attempt('The export failed. Please try again.', async () => (await exportCsv({ day, site })).data.csv),
    findByEmail: (email) =>
      attempt(
        'The bookings could not be loaded. Please try again.',
        async () => (await byEmail({ email })).data.bookings,
      ),
    setSettings: (settings) => attempt(SAVE_FAILED, async () => (await setSettings(settings)).data.settings),
  };
}

/** Owners: whether e-mail is set up, as the functions decide it (SITE_URL and NOTIFY_EMAIL). */
export function firebaseMailStatus(functions: Functions, timeout?: number): NonNullable<Backend['mail']> {
  const status = call<unknown, MailStatus>(functions, TRIAL_FUNCTIONS.mailStatus, timeout);
  return {
    status: () => attempt('The e-mail settings could not be checked.', async () => (await status({})).data),
  };
}

/** After the closures or a class page is published: the bookings it calls off are cancelled in the publisher's name. */
export function firebaseTimetablePublished(functions: Functions, timeout?: number): () => Promise<void> {
  const cancel = call<Record<string, never>, { cancelled: number }>(
    functions,
    TRIAL_FUNCTIONS.cancelCalledOff,
    timeout,
  );
  return async () => {
    await cancel({});
  };
}

/** Erases one address's bookings (with their e-mails); resolves to how many. */
export function firebaseTrialEraser(functions: Functions, timeout?: number): (email: string) => Promise<number> {
  const erase = call<{ email: string }, { erased: number }>(functions, TRIAL_FUNCTIONS.eraseByEmail, timeout);
  return (email) =>
    attempt('The bookings could not be erased. Please try again.', async () => (await erase({ email })).data.erased);
}

/** A visitor's booking through the `bookTrial` function and the manage link's functions. */
export function firebaseTrialBooking(functions: Functions, timeout?: number): TrialBookingApi {
  const sessions = call<unknown, { occurrences: TrialOccurrence[] }>(functions, TRIAL_FUNCTIONS.sessions, timeout);
  // A booking may wait its turn on a busy session's counter: longer than the other calls.
  const book = call<TrialInput, { token: string; booking: PublicTrialBooking }>(
    functions,
    TRIAL_FUNCTIONS.book,
    timeout ?? BOOKING_TIMEOUT_MS,
  );
  const booking = call<{ token: string }, { booking: PublicTrialBooking; over: boolean }>(
    functions,
    TRIAL_FUNCTIONS.booking,
    timeout,
  );
  const cancel = call<{ token: string }, { booking: PublicTrialBooking }>(
    functions,
    TRIAL_FUNCTIONS.cancelBooking,
    timeout,
  );
  return {
    sessions: () =>
      attempt('The sessions could not be loaded. Please try again.', async () => (await sessions({})).data.occurrences),
    book: (input) => attempt(BOOKING_FAILED, async () => (await book(input)).data),
    booking: (token) => attempt('We could not find that booking.', async () => (await booking({ token })).data),
    cancel: (token) =>
      attempt(
        'The booking could not be cancelled. Please try again.',
        async () => (await cancel({ token })).data.booking,
      ),
  };
}
