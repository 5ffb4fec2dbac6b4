import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

/** Major version of a `java` binary, or undefined when it does not run. */
function javaMajor(java: string): number | undefined {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (result.status !== 0) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr);
  if (!match) return undefined;
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

/** Java binaries on this machine, best (newest) first. */
export function findJavas(): { bin: string; major: number }[] {
  const candidates = new Set<string>();
  if (process.env.JAVA_HOME) candidates.add(join(process.env.JAVA_HOME, 'bin', 'java'));
  if (existsSync('/usr/lib/jvm')) {
    for (const entry of readdirSync('/usr/lib/jvm')) candidates.add(join('/usr/lib/jvm', entry, 'bin', 'java'));
  }
  candidates.add('java');
  const found: { bin: string; major: number }[] = [];
  for (const bin of candidates) {
    if (bin !== 'java' && !existsSync(bin)) continue;
    const major = javaMajor(bin);
    if (major) found.push({ bin, major });
  }
  return found.sort((a, b) => b.major - a.major);
}

/**
 * The environment for firebase-tools, with the newest Java first on PATH: its emulators need Java 21+, which a
 * machine may have beside an older default `java`.
 */
export function withNewestJava(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const newest = findJavas()[0];
  if (!newest || newest.bin === 'java') return env;
  return {
    ...env,
    JAVA_HOME: dirname(dirname(newest.bin)),
    PATH: `${dirname(newest.bin)}${delimiter}${env.PATH ?? ''}`,
  };
}

/** The gcloud SDK's Firestore emulator, where the `google-cloud-cli-firestore-emulator` package is installed. */
export const GCLOUD_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
export const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/**
 * Where the gcloud SDK's Firestore emulator is installed, firebase-tools can run it instead of downloading its own:
 * it needs a jar it can start with `java -jar`, so this writes a small launcher whose manifest names the SDK jar's
 * main class and puts the SDK jar on its class path. Returns undefined when there is no SDK jar or no `jar` tool.
 */
export function firestoreLauncherJar(): string | undefined {
  if (!existsSync(GCLOUD_FIRESTORE_JAR)) return undefined;
  const jarTool = findJavas()
    .map((java) => join(dirname(java.bin), 'jar'))
    .find((tool) => existsSync(tool));
  if (!jarTool) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'firestore-launcher-'));
  const manifest = join(dir, 'MANIFEST.MF');
  writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: file://${GCLOUD_FIRESTORE_JAR}\n`);
  const launcher = join(dir, 'cloud-firestore-emulator-launcher.jar');
  const made = spawnSync(jarTool, ['--create', '--file', launcher, '--manifest', manifest], { encoding: 'utf8' });
  return made.status === 0 ? launcher : undefined;
}
