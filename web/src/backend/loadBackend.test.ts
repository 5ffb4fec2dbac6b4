import { afterEach, describe, expect, it, vi } from 'vitest';

/** An adapter whose every group answers each call with where it went: `firebase trials.register 2026-11-28`. */
function fakeAdapter(name: string) {
  return new Proxy(
    {},
    {
      get: (_target, group: string) =>
        new Proxy(
          {},
          {
            get:
              (_group, method: string) =>
              async (...args: unknown[]) =>
                [name, `${group}.${method}`, ...args].join(' '),
          },
        ),
    },
  );
}

vi.mock('./firebase/firebaseBackend.ts', () => ({ createFirebaseBackend: () => fakeAdapter('firebase') }));
vi.mock('./http/httpBackend.ts', () => ({ createHttpBackend: () => fakeAdapter('http') }));

/** The lazy backend of a build made with VITE_BACKEND=`build` (the module keeps its adapter: a fresh one each). */
async function lazyBackendOf(build: string) {
  vi.stubEnv('VITE_BACKEND', build);
  vi.resetModules();
  const { createLazyBackend } = await import('./loadBackend.ts');
  return createLazyBackend();
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('createLazyBackend', () => {
  it.each([
    ['firebase', 'firebase'],
    ['http', 'http'],
  ])('in a %s build, the Trials register and the booking reach that adapter', async (build, adapter) => {
    const backend = await lazyBackendOf(build);
    // The admin's Trials page reads `backend.trials`: a build without it says bookings are not available there.
    expect(backend.trials).toBeDefined();
    await expect(backend.trials.register('2026-11-28', 'Aintree')).resolves.toBe(
      `${adapter} trials.register 2026-11-28 Aintree`,
    );
    await expect(backend.trials.setOutcome('b1', 'attended')).resolves.toBe(`${adapter} trials.setOutcome b1 attended`);
    await expect(backend.trialBooking.sessions()).resolves.toBe(`${adapter} trialBooking.sessions`);
  });

  it('forwards every group of the port to the adapter in a Firebase build', async () => {
    const backend = await lazyBackendOf('firebase');
    const groups = Object.keys(backend).filter((group) => group !== 'auth');
    for (const group of groups) {
      const methods = backend[group as keyof typeof backend] as unknown as Record<string, () => Promise<unknown>>;
      await expect(methods.anything!()).resolves.toBe(`firebase ${group}.anything`);
    }
    expect(groups).toEqual(expect.arrayContaining(['events', 'submissions', 'content', 'trials', 'trialBooking']));
  });
});
