import { afterEach, describe, expect, it } from 'vitest';
import { keyFragmentEntries } from './keyFragmentEntries.ts';

let stop = () => {};

afterEach(() => {
  stop();
  window.history.replaceState(null, '', '/');
});

/** A fragment navigation as the browser makes it: a new entry without state, then `popstate`. */
function followFragmentLink(hash: string) {
  window.history.pushState(null, '', hash);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

describe('keyFragmentEntries', () => {
  it('gives each entry a fragment navigation makes a key of its own', () => {
    stop = keyFragmentEntries();
    followFragmentLink('#reviews');
    const first = (window.history.state as { key?: string } | null)?.key;
    followFragmentLink('#pricing');
    const second = (window.history.state as { key?: string } | null)?.key;
    expect(first).toMatch(/^[0-9a-z]+$/);
    expect(second).toMatch(/^[0-9a-z]+$/);
    expect(second).not.toBe(first);
    expect(window.location.hash).toBe('#pricing');
  });

  it("leaves an entry that has a key (the router's own) as it is", () => {
    stop = keyFragmentEntries();
    const state = { usr: null, key: 'abc123', idx: 2 };
    window.history.pushState(state, '', '/events');
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
    expect(window.history.state).toEqual(state);
  });
});
