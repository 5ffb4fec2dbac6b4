import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBED_CONSENT_KEY, readEmbedChoices, setEmbedAllowed, useEmbedChoices } from './embedConsent.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the visitor’s choices of embedded content', () => {
  it('allows nothing until chosen, and keeps only what was allowed', () => {
    expect(readEmbedChoices()).toEqual({ instagram: false, maps: false, gym: false });
    setEmbedAllowed('maps', true);
    setEmbedAllowed('gym', true);
    expect(JSON.parse(localStorage.getItem(EMBED_CONSENT_KEY)!)).toEqual({ maps: true, gym: true });
    setEmbedAllowed('maps', false);
    expect(JSON.parse(localStorage.getItem(EMBED_CONSENT_KEY)!)).toEqual({ gym: true });
    setEmbedAllowed('gym', false);
    expect(localStorage.getItem(EMBED_CONSENT_KEY)).toBeNull();
  });

  it('reads anything but a clear yes as no', () => {
    for (const stored of ['not json', '[]', 'null', '{"instagram":"yes","maps":1,"gym":true,"other":true}']) {
      localStorage.setItem(EMBED_CONSENT_KEY, stored);
      const choices = readEmbedChoices();
      expect(choices.instagram, stored).toBe(false);
      expect(choices.maps, stored).toBe(false);
      expect(Object.keys(choices).sort()).toEqual(['gym', 'instagram', 'maps']);
    }
    expect(readEmbedChoices().gym).toBe(true);
  });

  it('gives the same object while nothing changes', () => {
    setEmbedAllowed('instagram', true);
    expect(readEmbedChoices()).toBe(readEmbedChoices());
  });

  it('follows a choice made in another tab', () => {
    const { result } = renderHook(() => useEmbedChoices());
    expect(result.current.instagram).toBe(false);
    act(() => {
      localStorage.setItem(EMBED_CONSENT_KEY, '{"instagram":true}');
      window.dispatchEvent(new StorageEvent('storage', { key: EMBED_CONSENT_KEY }));
    });
    expect(result.current.instagram).toBe(true);
  });

  // Last: from then on this module keeps the choices in memory, as a page whose storage refused them does.
  it('keeps the choice for the page when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useEmbedChoices());
    act(() => setEmbedAllowed('maps', true));
    expect(result.current.maps).toBe(true);
  });
});
