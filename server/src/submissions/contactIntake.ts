import { receiveContactMessage, type ContactLimit, type ContactOutcome } from '@studio/core/contact/contact';
import { inTransaction, type Database } from '../db/database.ts';
import { clientNetwork } from '@studio/core/node/clientNetwork';
import type { RateLimits } from '../http/rateLimits.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { SubmissionStore } from './submissionStore.ts';

export interface ContactIntakeOptions {
  db: Database;
  store: SubmissionStore;
  rateLimits: RateLimits;
  limit: ContactLimit;
  /** Woken after a message (and its notification) is committed. */
  outbox: Outbox;
}

/**
 * The self-hosted storage of the core contact use case: the per-address count (kept in `rate_limit_hits`) and the
 * message with its notification e-mail are written in one transaction.
 */
export function createContactIntake(options: ContactIntakeOptions) {
  const { db, store, rateLimits, limit } = options;
  const ruleOf = (rule: ContactLimit) => ({
    bucket: 'contact-address',
    max: rule.maxMessages,
    windowMs: rule.windowMs,
  });
  rateLimits.prune([ruleOf(limit)]);

  return {
    /** Receives one message from the visitor at `ip`; the outcome says what they are told. */
    async receive(payload: unknown, ip: string): Promise<ContactOutcome> {
      const outcome = await receiveContactMessage(
        payload,
        {
          admit: (rule, fields) =>
            inTransaction(db, () => {
              const reservation = rateLimits.reserve([{ rule: ruleOf(rule), key: clientNetwork(ip) }]);
              if (!reservation.granted) return reservation;
              if (fields) store.add(fields);
              return { granted: true };
            }),
        },
        limit,
      );
      // The e-mail is sent in the background: an SMTP outage never slows or fails the visitor's answer.
      if (outcome.status === 'saved') options.outbox.kick();
      return outcome;
    },
  };
}

export type ContactIntake = ReturnType<typeof createContactIntake>;
