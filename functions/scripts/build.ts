import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// One file for the Cloud Functions runtime: @studio/core is inlined (it is not published), npm packages stay
// external and are installed from functions/package.json at deploy.
const functionsDir = fileURLToPath(new URL('..', import.meta.url));
const webDir = join(functionsDir, '..', 'web');

await build({
  absWorkingDir: functionsDir,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  packages: 'external',
  // `packages: 'external'` would also leave the workspace package out; inline it.
  alias: { '@studio/core': '../core/src' },
  sourcemap: true,
  logLevel: 'info',
});

// The site function's pages: the web app's server build (a Firebase build: `npm run deploy` makes it, into
// WEB_BUILD_DIR as the web build reads it) with React Router and everything it imports inlined, since
// functions/package.json does not list the web app's packages. Without a build the site function answers 503.
const webBuildDir = process.env.WEB_BUILD_DIR ?? 'dist';
const serverBuild = join(isAbsolute(webBuildDir) ? webBuildDir : resolve(webDir, webBuildDir), 'server', 'index.js');
if (existsSync(serverBuild)) {
  await build({
    absWorkingDir: functionsDir,
    stdin: {
      contents: `export * as build from ${JSON.stringify(serverBuild)};\nexport { createRequestHandler } from 'react-router';\n`,
      resolveDir: webDir,
      loader: 'js',
    },
    outfile: 'lib/webServer.js',
    // A build outside the repository (tests make one in a temp dir) finds the packages here.
    nodePaths: [join(webDir, 'node_modules'), join(functionsDir, '..', 'node_modules')],
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    // CommonJS packages inside an ES module bundle still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    logLevel: 'info',
  });
} else {
  console.warn(`No web server build at ${serverBuild}: the site function will answer 503 until one is bundled.`);
}
