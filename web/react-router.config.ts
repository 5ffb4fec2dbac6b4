import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './src/app/prerender.ts';

export default {
  appDirectory: 'src',
  // WEB_BUILD_DIR lets parallel builds (tests, benchmarks) write elsewhere; the server reads the same variable.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'dist',
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
