/**
 * Builds the site for Firebase and deploys hosting, functions, rules and indexes to the project in .firebaserc
 * (or `--project <id>`). Needs `firebase login` (or GOOGLE_APPLICATION_CREDENTIALS) and the web config in
 * `VITE_FIREBASE_*` (see README, "Deploy to Firebase").
 *
 *   npm run deploy -- --project my-studio
 *   npm run deploy -- --headers-only     only refresh the security headers in firebase.json from the last build
 *
 * CONTACT_RETENTION_DAYS (default 365) is the period the admin inbox's policy line states (built in); the pages
 * state what their server gives their loaders.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import {
  ADMIN_PATH_PATTERN,
  PUBLIC_PATH_PATTERN,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
  adminContentSecurityPolicy,
  contentSecurityPolicy,
} from '@studio/core/contentSecurityPolicy';
import { DEFAULT_CONTACT_RETENTION_DAYS } from '@studio/core/retention';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildDir = 'dist';
const clientDir = join(root, 'web', process.env.WEB_BUILD_DIR ?? buildDir, 'client');

/** Where the Firebase web SDK connects and where uploaded images are served from. */
export const FIREBASE_IMAGE_ORIGINS = ['https://firebasestorage.googleapis.com'];
export const FIREBASE_CONNECT_ORIGINS = [
  'https://firestore.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firebasestorage.googleapis.com',
  'https://*.cloudfunctions.net',
];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'assets' ? [] : htmlFiles(path);
    return entry.endsWith('.html') ? [path] : [];
  });
}

/** Hashes of the inline scripts of the prerendered pages: Hosting serves one CSP for all pages, so it lists all. */
function inlineScriptHashes(): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(clientDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      if (match[1]) hashes.add(`sha256-${createHash('sha256').update(match[1]).digest('base64')}`);
    }
  }
  return [...hashes].sort();
}

/** The retention period from CONTACT_RETENTION_DAYS, or the default; anything but a whole number of days stops. */
function contactRetentionDays(): number {
  const raw = process.env.CONTACT_RETENTION_DAYS?.trim();
  if (!raw) return DEFAULT_CONTACT_RETENTION_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days <= 0) {
    console.error(`CONTACT_RETENTION_DAYS must be a whole number of days, got "${raw}"`);
    process.exit(1);
  }
  return days;
}

interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

/**
 * Rewrites the security headers of firebase.json so Hosting sends the same policies as the server: the common
 * headers on every path, the public CSP on every path outside the staff area and the staff area's own CSP on it
 * (patterns that never overlap, so no path depends on the order Hosting applies rules in).
 */
export async function writeSecurityHeaders(scriptHashes: string[]) {
  const configPath = join(root, 'firebase.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  const origins = {
    scriptHashes,
    extraImageOrigins: FIREBASE_IMAGE_ORIGINS,
    extraConnectOrigins: FIREBASE_CONNECT_ORIGINS,
  };
  const cspRule = (regex: string, value: string): HeaderRule => ({
    regex,
    headers: [{ key: 'Content-Security-Policy', value }],
  });
  const rules: HeaderRule[] = config.hosting.headers;
  const kept = rules.filter((rule) => rule.source !== '**' && !rule.regex);
  config.hosting.headers = [
    ...kept,
    {
      source: '**',
      headers: [
        ...Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
        { key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY },
      ],
    },
    cspRule(PUBLIC_PATH_PATTERN, contentSecurityPolicy(origins)),
    cspRule(ADMIN_PATH_PATTERN, adminContentSecurityPolicy(origins)),
  ];
  writeFileSync(
    configPath,
    await format(JSON.stringify(config, null, 2), { filepath: configPath, singleQuote: true, printWidth: 120 }),
  );
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const args = process.argv.slice(2);
if (args.includes('--headers-only')) {
  await writeSecurityHeaders(inlineScriptHashes());
} else {
  for (const name of ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID']) {
    if (!process.env[name]) {
      console.error(`Set ${name} (the web app config from the Firebase console) before deploying; see README.`);
      process.exit(1);
    }
  }
  const retentionDays = contactRetentionDays();
  const bin = join(root, 'node_modules', '.bin');
  const build = spawnSync(join(bin, 'react-router'), ['build'], {
    cwd: join(root, 'web'),
    // The admin inbox's policy line states the same period as the pages.
    env: {
      ...process.env,
      VITE_BACKEND: 'firebase',
      WEB_BUILD_DIR: buildDir,
      VITE_CONTACT_RETENTION_DAYS: String(retentionDays),
    },
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  if (htmlFiles(clientDir).length === 0) {
    // The pages are rendered by a server (docs/decisions/007-live-rendering.md); Hosting alone would have none.
    console.error(
      'This build renders its pages on the server, and the Firebase function that renders them is not part of the ' +
        'deployment yet: deploying now would publish a site without pages. Nothing was deployed.',
    );
    process.exit(1);
  }
  await writeSecurityHeaders(inlineScriptHashes());
  run(join(bin, 'firebase'), ['deploy', '--only', 'hosting,functions,firestore,storage', ...args]);
}
