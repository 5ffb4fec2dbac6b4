import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The prerender and the browser must use the same key: the browser's cache then adopts the `<style data-emotion>`
 * tags the prerender put in `<head>` instead of inserting those styles again.
 */
export const EMOTION_CACHE_KEY = 'css';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_CACHE_KEY });
}
