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

  constructor(code: BackendErrorCode, message: string, status?: number) {
    super(message);
    this.name = 'BackendError';
    this.code = code;
    this.status = status;
  }
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
