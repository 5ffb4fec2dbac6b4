export type BackendErrorCode =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'rate-limited'
  | 'unavailable'
  | 'unknown';

/** Thrown by every adapter; `message` is fit to show to the person using the site. */
export class BackendError extends Error {
  readonly code: BackendErrorCode;
  readonly status: number | undefined;
  /** When the backend said how long to wait before trying again (a rate limit's Retry-After), in whole seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: BackendErrorCode, message: string, status?: number, retryAfterSeconds?: number) {
    super(message);
    this.name = 'BackendError';
    this.code = code;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
