import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createEmotionCache } from '@/lib/emotionCache.ts';
import { keyFragmentEntries } from '@/lib/keyFragmentEntries.ts';

// Created before hydration so it picks up the critical styles the prerendered page carries in <head>.
const emotionCache = createEmotionCache();

// Before the router is created in hydration, so it reads the key this gives a `#section` entry.
keyFragmentEntries();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <HydratedRouter />
      </CacheProvider>
    </StrictMode>,
  );
});
