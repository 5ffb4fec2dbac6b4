import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../e2e/lib/site.ts';
import { log } from './log.ts';

/** Builds the site into `buildDir` (relative to web/, or absolute, as WEB_BUILD_DIR is). */
export function build(buildDir: string) {
  log(`building into web/${buildDir} ...`);
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: path.join(repoRoot, 'web'),
    env: { ...process.env, WEB_BUILD_DIR: buildDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error('the build failed');
  }
}
