import type { Config } from '@react-router/dev/config';
import { STATIC_PUBLIC_PATHS } from '@studio/core/publicRoutes';

export default {
  appDirectory: 'src',
  // WEB_BUILD_DIR lets parallel builds (tests, benchmarks) write elsewhere; the server reads the same variable.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'dist',
  ssr: false,
  prerender: [...STATIC_PUBLIC_PATHS],
} satisfies Config;
