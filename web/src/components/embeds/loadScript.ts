const loading = new Map<string, Promise<void>>();

/** How long a third-party script may take before the page gives up on it and shows the plain link. */
export const EMBED_TIMEOUT_MS = 10_000;

/**
 * Adds a third-party script once per page and settles when it has run, failed, or taken longer than `timeoutMs`.
 * A failure is remembered: on a network that blocks the provider, retrying every section would only add delay.
 */
export function loadScript(src: string, timeoutMs = EMBED_TIMEOUT_MS): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => reject(new Error(`Timed out loading ${src}`)), timeoutMs);
    script.src = src;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error(`Could not load ${src}`));
    };
    document.body.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
