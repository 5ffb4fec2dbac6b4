/**
 * Builds the site for Firebase and deploys hosting, functions, rules and indexes to the project in .firebaserc
 * (or `--project <id>`). Needs `firebase login` (or GOOGLE_APPLICATION_CREDENTIALS) and the web config in
 * `VITE_FIREBASE_*` (see README, "Deploy to Firebase").
 *
 *   npm run deploy -- --project my-studio
 *   npm run deploy -- --headers-only     only refresh the security headers in firebase.json
 *
 * The pages are rendered by the `site` function (functions/src/site), which the functions' predeploy bundles with
 * this build's server half; it sends each page's own Content-Security-Policy, so firebase.json carries none.
 * CONTACT_RETENTION_DAYS (default 365) is the period the admin inbox's policy line states (built in); the pages
 * state what the site function gives their loaders (its CONTACT_RETENTION_DAYS parameter).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@studio/core/pages/contentSecurityPolicy';
import { DEFAULT_CONTACT_RETENTION_DAYS } from '@studio/core/enquiries/retention';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildDir = 'dist';

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
 * Rewrites the security headers of firebase.json so Hosting sends the same common headers as the server on every
 * path. The CSP is the site function's to send, per page (it names each page's inline scripts), so any CSP rule
 * an older deploy wrote is removed.
 */
export async function writeSecurityHeaders() {
  const configPath = join(root, 'firebase.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
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
  await writeSecurityHeaders();
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
  await writeSecurityHeaders();
  run(join(bin, 'firebase'), ['deploy', '--only', 'hosting,functions,firestore,storage', ...args]);
}
