import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The staff pages' server render's cache (public pages are plain and render without one). Its key is Emotion's default, the key of the cache the browser uses (Emotion creates it
 * with the first MUI code to load), which then adopts the `<style data-emotion>` tags the prerender put in `<head>`
 * instead of inserting those styles again.
 */
export const EMOTION_CACHE_KEY = 'css';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_CACHE_KEY });
}
