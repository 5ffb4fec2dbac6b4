import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/lib/site.ts';
import {
  configuredPorts,
  portsTakenMessage,
  portTaken,
  STARTED_EMULATORS,
  takenEmulatorPorts,
} from './emulatorPorts.ts';

const held: Server[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Another program listening on a port, as on a machine where something already uses it. */
async function hold(): Promise<number> {
  const server = createServer();
  held.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

async function freePorts() {
  return {
    hosting: await freePort(),
    auth: await freePort(),
    firestore: await freePort(),
    functions: await freePort(),
    hub: await freePort(),
    logging: await freePort(),
    storage: await freePort(),
  };
}

describe('the emulator ports', () => {
  it("are all named in firebase.json, the logging emulator's and the hub's included", () => {
    const config = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
      emulators: Record<string, { port?: unknown }>;
    };
    expect(configuredPorts(config.emulators)).toEqual({
      hosting: 5000,
      auth: 9099,
      firestore: 8080,
      functions: 5001,
      hub: 4400,
      logging: 4500,
      storage: 9199,
    });
    expect(() => configuredPorts({ ...config.emulators, logging: undefined, hub: {} })).toThrow(
      'firebase.json names no port for emulators.hub.port, emulators.logging.port.',
    );
  });

  it('finds the one another program holds, and says which and how to choose another', async () => {
    const ports = { ...(await freePorts()), logging: await hold() };
    expect(await portTaken(ports.logging)).toBe(true);
    expect(await portTaken(ports.hosting)).toBe(false);
    const taken = await takenEmulatorPorts(ports);
    expect(taken).toEqual(['logging']);
    const message = portsTakenMessage(taken, ports);
    expect(message).toContain(`${ports.logging}: the Logging emulator's port (firebase.json: emulators.logging.port)`);
    expect(message).toContain('set another free port for it in firebase.json');
    expect(message).toContain('EMULATOR_PORTS_FREE=1 npm run emulators');
    expect(message).toContain('No emulator was started.');
  });

  it('names every taken port at once', async () => {
    const ports = { ...(await freePorts()), hosting: await hold(), hub: await hold() };
    expect(await takenEmulatorPorts(ports)).toEqual(['hosting', 'hub']);
    expect(portsTakenMessage(['hosting', 'hub'], ports)).toMatch(/^Cannot start the emulators: ports are taken/);
    expect(Object.keys(STARTED_EMULATORS)).not.toContain('storage');
  });
});
