/**
 * A value a port gives at once (SQLite, whose transactions are synchronous) or later (Firestore). A use case written
 * with `andThen` runs synchronously where every step is, so the self-hosted server's transaction stays one
 * synchronous stretch with nothing else run in between, and asynchronously on Firestore, in the same order.
 */
export type Maybe<T> = T | Promise<T>;

/** `next` applied to `value`: at once when it is here, after it settles when it is a promise. */
export function andThen<T, U>(value: Maybe<T>, next: (value: T) => Maybe<U>): Maybe<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}

/** `step` for each item, one after another, each after the one before has finished. */
export function eachInOrder<T>(items: readonly T[], step: (item: T) => Maybe<void>, from = 0): Maybe<void> {
  for (let index = from; index < items.length; index += 1) {
    const done = step(items[index]!);
    if (done instanceof Promise) return done.then(() => eachInOrder(items, step, index + 1));
  }
}
