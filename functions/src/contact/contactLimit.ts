import type { ContactLimit } from '@studio/core/contact/contact';
import { CONTACT_LIMIT } from '@studio/core/shared/limits';

/**
 * The per-address limit the contact form, trial bookings and "Find my booking" count against: core's CONTACT_LIMIT,
 * with its count taken from CONTACT_MAX_PER_WINDOW where the functions' environment sets it, as the self-hosted server
 * reads the same setting. Deployed it is left unset; the journeys raise it, on both deployments, so that one browser
 * can send more than five messages and bookings in a quarter of an hour.
 */
export function configuredContactLimit(env: NodeJS.ProcessEnv = process.env): ContactLimit {
  const raw = env.CONTACT_MAX_PER_WINDOW?.trim();
  if (!raw) return CONTACT_LIMIT;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`CONTACT_MAX_PER_WINDOW must be a whole number of 1 or more, not "${raw}"`);
  return { ...CONTACT_LIMIT, maxMessages: count };
}
