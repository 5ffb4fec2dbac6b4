/**
 * The ports `npm run emulators` starts the emulators on: each one named in firebase.json's `emulators`, and checked
 * before anything starts, so a port another program holds is named with how to choose another, and no emulator is
 * left running after a start that could not finish.
 */
import { createServer } from 'node:net';
import type { EmulatorPorts } from './firebaseSite.ts';

/** The emulators `npm run emulators` starts, as firebase-tools names them (Storage does not run here). */
export const STARTED_EMULATORS = {
  hosting: 'Hosting',
  auth: 'Auth',
  firestore: 'Firestore',
  functions: 'Functions',
  hub: 'Emulator Hub',
  logging: 'Logging',
} as const;

type Started = keyof typeof STARTED_EMULATORS;

/**
 * Each emulator's port from firebase.json's `emulators` section, and Storage's (where the web build looks for it).
 * Throws, naming them, when any is missing.
 */
export function configuredPorts(emulators: Record<string, { port?: unknown } | undefined>): EmulatorPorts {
  const names = [...Object.keys(STARTED_EMULATORS), 'storage'] as (keyof EmulatorPorts)[];
  const missing = names.filter((name) => !Number.isInteger(emulators[name]?.port));
  if (missing.length)
    throw new Error(`firebase.json names no port for ${missing.map((name) => `emulators.${name}.port`).join(', ')}.`);
  const port = (name: keyof EmulatorPorts) => emulators[name]!.port as number;
  return {
    hosting: port('hosting'),
    auth: port('auth'),
    firestore: port('firestore'),
    functions: port('functions'),
    hub: port('hub'),
    logging: port('logging'),
    storage: port('storage'),
  };
}

/** Whether something already listens on (or holds) the port on `host`. */
export function portTaken(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(true));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(false)));
  });
}

/** The emulators whose port is taken, in start order. */
export async function takenEmulatorPorts(ports: EmulatorPorts): Promise<Started[]> {
  const taken: Started[] = [];
  for (const name of Object.keys(STARTED_EMULATORS) as Started[]) {
    if (await portTaken(ports[name])) taken.push(name);
  }
  return taken;
}

/** What `npm run emulators` says when ports are taken: which, and how to choose others. */
export function portsTakenMessage(taken: readonly Started[], ports: EmulatorPorts): string {
  const lines = taken.map(
    (name) =>
      `  ${ports[name]}: the ${STARTED_EMULATORS[name]} emulator's port (firebase.json: emulators.${name}.port)`,
  );
  return [
    `Cannot start the emulators: ${taken.length === 1 ? 'a port is' : 'ports are'} taken by another program:`,
    ...lines,
    'Stop that program, set another free port for it in firebase.json, or run',
    '`EMULATOR_PORTS_FREE=1 npm run emulators` to start on free ports. No emulator was started.',
  ].join('\n');
}
