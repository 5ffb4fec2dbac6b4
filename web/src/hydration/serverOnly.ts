import { useRouteLoaderData } from 'react-router';

/**
 * Data a loader gives the server's render of a page but not the browser: React Router sends a loader's data to the
 * browser for hydration as it serialises it (turbo-stream), where an object that is an instance of a class goes as its
 * own enumerable properties. A ServerOnly's one property is private, so it arrives as an empty object, and the page's
 * HTML does not carry the data a second time. What reads it in the browser must do without it: a static island
 * (StaticIsland.tsx) keeps the server's HTML instead of drawing it again.
 */
export class ServerOnly<T> {
  readonly #value: T;

  constructor(value: T) {
    this.#value = value;
  }

  get value(): T {
    return this.#value;
  }
}

export function serverOnly<T>(value: T): ServerOnly<T> {
  return new ServerOnly(value);
}

/**
 * The data where it is there: on the server, and in the browser when it came another way (a client loader fetched it
 * as plain data on a client-side navigation); undefined in the browser for a page the server rendered.
 */
export function openServerOnly<T>(held: ServerOnly<T> | T | undefined): T | undefined {
  if (held instanceof ServerOnly) return held.value;
  if (held === undefined || held === null) return undefined;
  // What the browser receives of a ServerOnly: an object with nothing in it.
  if (typeof held === 'object' && Object.keys(held).length === 0) return undefined;
  return held;
}

/**
 * The `islands` a route's loader gave (a static island's data, kept from the browser in a ServerOnly), where they are
 * there: the server's render, or a page a client loader drew with the islands it fetched; else undefined.
 */
export function useRouteIslands<T>(routeId: string): T | undefined {
  const data = useRouteLoaderData(routeId) as { islands?: ServerOnly<T> | T } | undefined;
  return openServerOnly(data?.islands);
}
