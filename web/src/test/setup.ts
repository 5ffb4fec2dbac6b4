import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { staticCss } from '@/styles/staticCss.ts';

// The static CSS the server's render puts in every page's <head> (entry.server.tsx), so plain components have their styles here too.
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.dataset.staticCss = '';
  style.textContent = staticCss;
  document.head.append(style);
}

afterEach(() => cleanup());
