/**
 * Something that arrives later (a section's code, the moment a section may hydrate), as a thenable whose callbacks
 * run in the very call that settles it, and at once for one added afterwards.
 *
 * React's `use` reads a thenable by calling its `then` and looking at the result the callback gave it: with an
 * arrival that has settled, the callback has run by the time `then` returns, so `use` goes on without suspending,
 * in the same render pass even. A promise would make it suspend once more, its callbacks waiting for a later
 * microtask: a render that cannot wait (a section hydrating because the page around it changed) would then drop the
 * section's HTML. Only the public thenable protocol is used; nothing is written into fields React keeps for itself.
 */
export class Arrival<T> implements PromiseLike<T> {
  private arrived: { value: T } | undefined;
  private readonly waiting: ((value: T) => void)[] = [];

  /** Whether it has arrived. */
  get settled(): boolean {
    return this.arrived !== undefined;
  }

  /** Settles it with `value` (once; later calls are ignored) and runs every callback waiting for it. */
  arrive(value: T): void {
    if (this.arrived) return;
    this.arrived = { value };
    for (const callback of this.waiting.splice(0)) callback(value);
  }

  then<A = T, B = never>(
    onArrived?: ((value: T) => A | PromiseLike<A>) | null,
    onFailed?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return new Promise<A | B>((resolve, reject) => {
      const run = (value: T) => {
        try {
          resolve(onArrived ? onArrived(value) : (value as unknown as A));
        } catch (error) {
          if (onFailed) resolve(onFailed(error));
          else reject(error);
        }
      };
      if (this.arrived) run(this.arrived.value);
      else this.waiting.push(run);
    });
  }
}
