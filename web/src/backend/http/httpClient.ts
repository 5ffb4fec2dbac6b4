/** Calls to the self-hosted server's JSON API, with its answers turned into values or BackendErrors. */
import { UTF8_BOM } from '@studio/core/enquiries/csv';
import { BackendError, type BackendErrorCode } from '../errors.ts';

const CODES: Record<number, BackendErrorCode> = {
  400: 'invalid',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'too-large',
  415: 'invalid',
  422: 'invalid',
  429: 'rate-limited',
  503: 'unavailable',
};

export const UNREACHABLE = 'Cannot reach the server. Please check your connection and try again.';

export function toError(status: number, body: unknown, retryAfter: string | null = null): BackendError {
  const message =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error
      : `The server answered ${status}`;
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  return new BackendError(CODES[status] ?? 'unknown', message, status, seconds > 0 ? seconds : undefined);
}

/** `?query=...&status=...` with the empty parts left out; '' when nothing is set. */
export function queryString(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The server's API as each domain's adapter calls it. */
export interface HttpClient {
  /** '' in the browser (same origin), absolute in tests. */
  baseUrl: string;
  fetchImpl: typeof fetch;
  request<T>(method: string, path: string, body?: unknown): Promise<T>;
  requestText(method: string, path: string, body?: unknown): Promise<string>;
  /** A CSV file as the server sends it, with the byte order mark Excel needs. */
  requestCsv(path: string): Promise<string>;
}

/**
 * `signedOut` is told when a staff call is refused for want of a session (signed out elsewhere, disabled, expired):
 * the admin leaves.
 */
export function createHttpClient(baseUrl: string, fetchImpl: typeof fetch, signedOut: () => void): HttpClient {
  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const text = await requestText(method, path, body);
    return parseJson(text) as T;
  }

  async function requestText(method: string, path: string, body?: unknown): Promise<string> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        credentials: 'same-origin',
        headers:
          body === undefined
            ? { accept: 'application/json' }
            : { 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new BackendError('unavailable', UNREACHABLE);
    }
    const text = await response.text();
    // A staff call refused for want of a session (signed out elsewhere, disabled, expired): the admin leaves.
    if (response.status === 401 && /^\/api\/(admin|account)\//.test(path)) signedOut();
    if (!response.ok) throw toError(response.status, parseJson(text), response.headers.get('retry-after'));
    return text;
  }

  /** `Response.text()` drops a leading byte order mark; the file for Excel needs it back. */
  const requestCsv = async (path: string) => {
    const text = await requestText('GET', path);
    return text.startsWith(UTF8_BOM) ? text : `${UTF8_BOM}${text}`;
  };

  return { baseUrl, fetchImpl, request, requestText, requestCsv };
}
