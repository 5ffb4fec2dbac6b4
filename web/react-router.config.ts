import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src',
  // WEB_BUILD_DIR lets parallel builds (tests, benchmarks) write elsewhere; the server reads the same variable.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'dist',
  // Pages are rendered from live data by the server (render cache), not at build time: docs/decisions/007.
  ssr: true,
  // The whole route manifest as one immutable file, as before, instead of a request to the server per navigation.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
