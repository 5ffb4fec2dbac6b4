import { messages } from '@studio/core/shared/messages';
import { HttpError } from '../http/httpErrors.ts';
import { retryAfterSeconds, type RateLimitRule, type RateLimits } from '../http/rateLimits.ts';
import type { KnownDevice } from './knownDevices.ts';

/**
 * Password checks one address, or one account, may have running at once. Two leave room for a double-click; a burst
 * beyond them is refused at once instead of queueing scrypt work (32 MiB and tens of milliseconds each).
 */
export const MAX_CHECKS_IN_FLIGHT = { perAddress: 2, perAccount: 2 } as const;

/** Counts of work in progress per key, in memory: they describe this process's own running checks. */
class InFlight {
  private readonly running = new Map<string, number>();
  private readonly max: number;

  constructor(max: number) {
    this.max = max;
  }

  isFull(key: string): boolean {
    return (this.running.get(key) ?? 0) >= this.max;
  }

  enter(key: string): () => void {
    this.running.set(key, (this.running.get(key) ?? 0) + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const remaining = (this.running.get(key) ?? 1) - 1;
      if (remaining > 0) this.running.set(key, remaining);
      else this.running.delete(key);
    };
  }
}

export interface SignInAttempt {
  /** Ends the attempt: its password check is over; a success takes back the failures it reserved. */
  finish(succeeded: boolean): void;
}

const limited = (retryAfterMs: number) =>
  new HttpError(429, messages.loginRateLimited, { 'retry-after': retryAfterSeconds(retryAfterMs) });

/**
 * The sign-in limits: `max` failures per address, per account and per known device in `windowMs`.
 *
 * Each attempt is counted as a failure before its password is checked, and the count is taken back only if the
 * password was right, so a burst of parallel requests gets no more checks than the limit, whatever the timing.
 * A device that signed in to the account before is not held back by the account's count (it still adds to it), until
 * that device itself has failed `max` times; the address's count holds back everyone.
 */
export function createSignInLimits(rateLimits: RateLimits, limit: { max: number; windowMs: number }) {
  const rule = (bucket: string): RateLimitRule => ({ bucket, max: limit.max, windowMs: limit.windowMs });
  const byAddress = rule('sign-in-address');
  const byAccount = rule('sign-in-account');
  const byDevice = rule('sign-in-device');
  const checksByAddress = new InFlight(MAX_CHECKS_IN_FLIGHT.perAddress);
  const checksByAccount = new InFlight(MAX_CHECKS_IN_FLIGHT.perAccount);
  rateLimits.prune([byAddress, byAccount, byDevice]);

  return {
    /**
     * Reserves one failure for the address, the account (by its normalised e-mail) and the device known to that
     * account, if any, or throws a 429
     * with `Retry-After`. A request refused because too many checks are running keeps its reservation: it was a guess.
     */
    begin(attempt: { address: string; account: string; device: KnownDevice | undefined }): SignInAttempt {
      const deviceVouches = attempt.device !== undefined && !rateLimits.isLimited(byDevice, attempt.device.id);
      const reservation = rateLimits.reserve([
        { rule: byAddress, key: attempt.address },
        { rule: byAccount, key: attempt.account, enforced: !deviceVouches },
        ...(attempt.device ? [{ rule: byDevice, key: attempt.device.id, enforced: false }] : []),
      ]);
      if (!reservation.granted) throw limited(reservation.retryAfterMs);
      if (checksByAddress.isFull(attempt.address) || checksByAccount.isFull(attempt.account)) throw limited(1000);
      const leaveAddress = checksByAddress.enter(attempt.address);
      const leaveAccount = checksByAccount.enter(attempt.account);
      return {
        finish(succeeded) {
          leaveAddress();
          leaveAccount();
          if (succeeded) rateLimits.release(reservation.hits);
        },
      };
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
