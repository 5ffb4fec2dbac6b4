import { useCallback, useSyncExternalStore } from 'react';
import { EMBED_CONSENT_KEY_NAME, EMBED_KINDS, type EmbedKind } from '@/content/embeddedContent.ts';

/**
 * The visitor's choices of embedded third-party content, one per kind, kept in this browser's localStorage under
 * one key (first-party storage of the choice itself, which needs no consent). Nothing is allowed until the visitor
 * chooses it; the site never sets a cookie for it.
 */
export const EMBED_CONSENT_KEY = EMBED_CONSENT_KEY_NAME;

export type EmbedChoices = Readonly<Record<EmbedKind, boolean>>;

const NONE: EmbedChoices = Object.freeze({ instagram: false, maps: false, gym: false });

const listeners = new Set<() => void>();
let cached: { raw: string | null; choices: EmbedChoices } = { raw: null, choices: NONE };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be switched off (some private modes).
    return undefined;
  }
}

/** The choices held in memory once storage has refused to keep them (switched off, full): they last as long as the page. */
let unstored: EmbedChoices | undefined;

function parse(raw: string | null): EmbedChoices {
  if (!raw) return NONE;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return NONE;
    const allowed = value as Record<string, unknown>;
    return Object.freeze(
      Object.fromEntries(EMBED_KINDS.map((kind) => [kind, allowed[kind] === true])) as Record<EmbedKind, boolean>,
    );
  } catch {
    return NONE;
  }
}

/** The current choices; the same object while nothing changes, as useSyncExternalStore needs. */
export function readEmbedChoices(): EmbedChoices {
  if (unstored) return unstored;
  const store = storage();
  if (!store) return NONE;
  let raw: string | null;
  try {
    raw = store.getItem(EMBED_CONSENT_KEY);
  } catch {
    return NONE;
  }
  if (raw !== cached.raw) cached = { raw, choices: parse(raw) };
  return cached.choices;
}

/** Allows or withdraws one kind of embedded content on this browser. */
export function setEmbedAllowed(kind: EmbedKind, allowed: boolean): void {
  const next = { ...readEmbedChoices(), [kind]: allowed };
  const store = storage();
  try {
    if (!store) throw new Error('no storage');
    const kept = EMBED_KINDS.filter((each) => next[each]);
    // Only what was allowed is written; with nothing allowed, nothing stays on the device.
    if (kept.length === 0) store.removeItem(EMBED_CONSENT_KEY);
    else store.setItem(EMBED_CONSENT_KEY, JSON.stringify(Object.fromEntries(kept.map((each) => [each, true]))));
  } catch {
    unstored = Object.freeze(next);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === EMBED_CONSENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The server-rendered HTML and the first render in the browser show nothing allowed: the page is the same for all. */
const serverSnapshot = () => NONE;

/** Every kind's choice, kept current. */
export function useEmbedChoices(): EmbedChoices {
  return useSyncExternalStore(subscribe, readEmbedChoices, serverSnapshot);
}

/** Whether one kind is allowed, and a way to allow it. */
export function useEmbedConsent(kind: EmbedKind): { allowed: boolean; allow: () => void } {
  const allowed = useEmbedChoices()[kind];
  const allow = useCallback(() => setEmbedAllowed(kind, true), [kind]);
  return { allowed, allow };
}
