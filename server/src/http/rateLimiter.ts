/**
 * Counts events per key in a sliding window (e.g. failed sign-ins per IP). In memory on purpose: limits reset
 * on restart, which is acceptable for one small server, and no write happens on the hot path.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly max: number;
  private readonly windowMs: number;
  private sinceSweep = 0;

  constructor(max: number, windowMs: number) {
    this.max = max;
    this.windowMs = windowMs;
  }

  private recent(key: string, now: number): number[] {
    const times = this.hits.get(key);
    if (!times) return [];
    const fresh = times.filter((time) => now - time < this.windowMs);
    if (fresh.length) this.hits.set(key, fresh);
    else this.hits.delete(key);
    return fresh;
  }

  isLimited(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.max;
  }

  hit(key: string, now = Date.now()): void {
    const times = this.recent(key, now);
    times.push(now);
    this.hits.set(key, times);
    if (++this.sinceSweep >= 1000) this.sweep(now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Drops keys whose hits have all aged out, so memory stays flat under steady traffic. */
  private sweep(now: number): void {
    this.sinceSweep = 0;
    for (const key of this.hits.keys()) this.recent(key, now);
  }
}
