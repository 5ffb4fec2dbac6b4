import { httpsCallable, type Functions, type HttpsCallableResult } from 'firebase/functions';

/**
 * A plain copy of `value` without the object keys whose value is `undefined`, at any depth.
 *
 * The callable protocol encodes an `undefined` field as `null`, and the functions' schemas (the same as the
 * self-hosted server's, where JSON drops `undefined` keys) take an optional field as absent, never as `null`.
 * The forms leave optional fields `undefined` (no phone, "No particular class", no first password), so the
 * adapter drops them before calling, and both backends see the same input.
 */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutUndefined(item)) as T;
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) copy[key] = withoutUndefined(item);
  }
  return copy as T;
}

/** Every callable of the adapter: `httpsCallable` that sends what the forms give it as the server would get it. */
export function callable<In, Out>(
  functions: Functions,
  name: string,
  timeout = 30_000,
): (data: In) => Promise<HttpsCallableResult<Out>> {
  const call = httpsCallable<In, Out>(functions, name, { timeout });
  return (data) => call(withoutUndefined(data));
}
