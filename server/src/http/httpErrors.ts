import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@studio/core/shared/controlCharacters';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** An error whose message is fit to show, answered as `{ error }` with its status. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Headers the answer carries, such as `Retry-After` on a 429. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export const SERVER_FAULT = 'Something went wrong on the server. Please try again.';
export const NOT_FOUND = 'Not found';

/** Refuses a body that is missing or holds a control character anywhere (400), before any rule reads it. */
export function refuseUnreadableBody(value: unknown): void {
  if (value === undefined || value === null) throw new HttpError(400, 'The request has no JSON body');
  if (hasControlCharacters(value)) throw new HttpError(400, CONTROL_CHARACTERS_MESSAGE);
}

/** Parses a request body (or params) with a core schema; the first problem becomes a 400. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  refuseUnreadableBody(value);
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'The request is not valid');
  return result.data;
}

/** Fastify's and its plugins' own errors, in words a person can act on. */
function messageFor(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON (Content-Type: application/json)';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request length is not valid';
    case 'FST_CP_ERR_INVALID_CONTENT_ENCODING':
      return 'The request encoding is not supported';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'Send the image as multipart/form-data';
    case 'FST_ERR_BAD_URL':
      return 'The address is not valid';
    default:
      return error.statusCode === 404 ? NOT_FOUND : 'The request is not valid';
  }
}

/** An oversized body up to this size is read to its end (and dropped) before the refusal is sent. */
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Reads what is left of a refused request's body. Answering while the client is still sending makes the server
 * close the connection under it, and the client then sees a reset instead of the answer. A body beyond the limit
 * (or slower than the timeout) is not waited for: that client gets the reset.
 */
function drainBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  const declared = Number(request.headers['content-length']);
  if (raw.readableEnded || raw.destroyed || declared > DRAIN_LIMIT_BYTES) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', finish).off('error', finish).off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > DRAIN_LIMIT_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_TIMEOUT_MS);
    raw.on('data', onData).once('end', finish).once('error', finish).once('close', finish);
    raw.resume();
  });
}

export async function handleError(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (error instanceof HttpError)
    return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, reason: error.message }, 'request refused');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') await drainBody(request);
    return reply.code(status).send({ error: messageFor(error) });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ error: SERVER_FAULT });
}
