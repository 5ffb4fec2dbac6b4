import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { keyFragmentEntries } from '@/lib/keyFragmentEntries.ts';

// Before the router is created in hydration, so it reads the key this gives a `#section` entry.
keyFragmentEntries();

// No Emotion cache here: the first screen hydrates without Emotion. Emotion's default cache, created with the first
// MUI code to load, has the prerender's key (hydration/emotionCache.ts) and adopts the styles the page carries in <head>.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
