import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createEmotionCache } from '@/lib/emotionCache.ts';

// Created before hydration so it picks up the critical styles the prerendered page carries in <head>.
const emotionCache = createEmotionCache();

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
