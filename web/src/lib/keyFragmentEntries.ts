/**
 * Gives each history entry that a fragment navigation makes (a plain `#section` link, an address with a new hash)
 * a key of its own, as React Router's inline script does for the entry the page loaded in. Such an entry has no
 * state, and React Router files every state-less entry under the one key `default`: arriving at one, it restored
 * the scroll position saved when leaving another, so a second `#section` could land on the first one's place.
 *
 * Must be called before the router starts listening, so this listener runs first and the router reads the key.
 * Returns the function that stops it.
 */
export function keyFragmentEntries(): () => void {
  const giveKey = () => {
    const state: unknown = window.history.state;
    if (typeof state === 'object' && state !== null && 'key' in state) return;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.replaceState({ ...(typeof state === 'object' ? state : {}), key }, '');
  };
  window.addEventListener('popstate', giveKey);
  return () => window.removeEventListener('popstate', giveKey);
}
