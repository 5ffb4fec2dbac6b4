/**
 * `npm run emulators`: the Firebase site on this machine, on the ports of firebase.json. Builds the web app for the
 * emulators when needed (into web/.build/emulators), starts Auth, Firestore, Functions and Hosting, waits until the
 * `site` function answers, seeds a staff Owner, three events and a contact message, then prints the site's address
 * and the staff sign-in. Ctrl+C stops the emulators and removes their temporary folders. Every emulator's port is
 * firebase.json's; one another program holds is named before anything starts (scripts/emulatorPorts.ts).
 *
 * Staff sign-in: staff@example.com / studio staff 2024 (override with STAFF_EMAIL / STAFF_PASSWORD).
 * There is no Storage emulator here: image uploads fail after 30 s with "Upload failed: …".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configuredPorts, portsTakenMessage, takenEmulatorPorts } from './emulatorPorts.ts';
import { startFirebaseSite, type EmulatorPorts } from './firebaseSite.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
  emulators: Record<string, { port?: unknown }>;
};
let ports: EmulatorPorts | undefined;
// EMULATOR_PORTS_FREE=1 picks free ports instead (tests, or a machine where firebase.json's are taken).
if (process.env.EMULATOR_PORTS_FREE !== '1') {
  try {
    ports = configuredPorts(config.emulators);
  } catch (error) {
    console.error(`[emulators] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // Before anything starts: a port taken half-way would leave the emulators started before it running.
  const taken = await takenEmulatorPorts(ports);
  if (taken.length) {
    console.error(`[emulators] ${portsTakenMessage(taken, ports)}`);
    process.exit(1);
  }
}

const log = (line: string) => console.log(`[emulators] ${line}`);
let site: Awaited<ReturnType<typeof startFirebaseSite>> | undefined;
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  log('Stopping the emulators');
  await site?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  // EMULATOR_BUILD_DIR: a build folder of its own (a test starts from none, as on a fresh clone).
  site = await startFirebaseSite({ ports, log, buildDir: process.env.EMULATOR_BUILD_DIR });
} catch (error) {
  console.error(`[emulators] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(`
The site runs on the Firebase emulators at ${site.url}
Staff sign-in at ${site.url}/admin/login: ${site.staff.email} / ${site.staff.password}
Emulator logs: ${site.logDir}
Press Ctrl+C to stop.
`);
