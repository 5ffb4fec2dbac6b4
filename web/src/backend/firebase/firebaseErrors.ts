import { FirebaseError } from 'firebase/app';
import { messages } from '@studio/core/shared/messages';
import { BackendError, type BackendErrorCode } from '../errors.ts';

export const notStaffMessage = 'This account does not have staff access. Please ask the studio to grant it.';
export const offlineMessage = 'Cannot reach the server. Please check your connection and try again.';

/** Firebase codes look like `permission-denied`, `auth/wrong-password`, `storage/unauthorized`, `functions/not-found`. */
function codeOf(error: FirebaseError): string {
  return error.code.replace(/^(?:auth|storage|functions|firestore)\//, '');
}

const BY_CODE: Record<string, BackendErrorCode> = {
  'invalid-argument': 'invalid',
  'failed-precondition': 'invalid',
  'out-of-range': 'invalid',
  unauthenticated: 'unauthenticated',
  'permission-denied': 'forbidden',
  unauthorized: 'forbidden',
  'not-found': 'not-found',
  'already-exists': 'conflict',
  'object-not-found': 'not-found',
  'resource-exhausted': 'rate-limited',
  'quota-exceeded': 'rate-limited',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  'retry-limit-exceeded': 'unavailable',
};

const DISPLAYED: Partial<Record<BackendErrorCode, string>> = {
  unauthenticated: messages.notSignedIn,
  forbidden: 'You do not have permission to do that. Please sign in again.',
  'not-found': 'It no longer exists: it may have been removed.',
  unavailable: offlineMessage,
};

/** A function's `retryAfterSeconds` detail (a rate limit's wait), if it sent one. */
function retryAfterOf(details: unknown): number | undefined {
  const seconds = details && typeof details === 'object' && 'retryAfterSeconds' in details && details.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

/** Turns anything the Firebase SDK throws into a BackendError whose message can be shown as it is. */
export function toBackendError(error: unknown, fallback: string): BackendError {
  if (error instanceof BackendError) return error;
  if (!(error instanceof FirebaseError)) return new BackendError('unknown', fallback);
  const code = codeOf(error);
  if (
    [
      'invalid-credential',
      'wrong-password',
      'user-not-found',
      'invalid-email',
      'user-disabled',
      'missing-password',
    ].includes(code)
  ) {
    return new BackendError('unauthenticated', messages.invalidLogin);
  }
  if (code === 'too-many-requests') return new BackendError('rate-limited', messages.loginRateLimited);
  if (code === 'network-request-failed') return new BackendError('unavailable', offlineMessage);
  const mapped = BY_CODE[code] ?? 'unknown';
  // Callable functions send a message written for people (HttpsError); everything else gets ours.
  const fromFunction = error.code.startsWith('functions/') && mapped !== 'unknown' && code !== 'deadline-exceeded';
  // The SDK may append the HTTP status (" [400]") to the function's message; people need only the message.
  const functionMessage = error.message.replace(/\s*\[\d{3}\]$/, '');
  return new BackendError(
    mapped,
    fromFunction ? functionMessage : (DISPLAYED[mapped] ?? fallback),
    undefined,
    fromFunction ? retryAfterOf((error as { details?: unknown }).details) : undefined,
  );
}

/** Runs one backend operation, reporting failures as BackendError. */
export async function attempt<T>(fallback: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toBackendError(error, fallback);
  }
}
