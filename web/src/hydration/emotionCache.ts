import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The staff pages' server render's cache (public pages are plain and render without one). Its key is Emotion's default, the key of the cache the browser uses (Emotion creates it
 * with the first MUI code to load), which then adopts the `<style data-emotion>` tags the prerender put in `<head>`
 * instead of inserting those styles again.
 */
export const EMOTION_CACHE_KEY = 'css';

export function createEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_CACHE_KEY });
  // Every style once, in <head> (entry.server.tsx extracts them from the cache): without this, Emotion also writes
  // each component's styles in a <style> beside it in the body, which the editor's first screen carried twice over
  // (88 KB of its 182 KB, each tag a style recalculation as the page is read, docs/decisions/033).
  cache.compat = true;
  return cache;
}
