import { createHash, randomBytes } from 'node:crypto';

/**
 * The manage link's token: 32 random bytes (256 bits) in base64url, stored only as its SHA-256, so a copy of the
 * database opens no booking. Node only (both backends); the pages never make or hash one.
 */
export const TRIAL_TOKEN_BYTES = 32;

/** 43 base64url characters. */
export const TRIAL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newTrialToken(): string {
  return randomBytes(TRIAL_TOKEN_BYTES).toString('base64url');
}

export function hashTrialToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isTrialToken(value: unknown): value is string {
  return typeof value === 'string' && TRIAL_TOKEN_PATTERN.test(value);
}
