import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { pageCss } from '@/app/pageCss.server.ts';

// The public pages' CSS the server's render puts in every page's <head> (entry.server.tsx), so tests see the same styles.
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.dataset.pageCss = '';
  style.textContent = pageCss;
  document.head.append(style);
}

afterEach(() => cleanup());
