import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the server process mode', () => {
  const before = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = before;
    vi.resetModules();
  });

  it('is production when NODE_ENV is unset, so React renders with its production build', async () => {
    delete process.env.NODE_ENV;
    await import('./productionMode.ts');
    expect(process.env.NODE_ENV).toBe('production');
  });

  it('keeps a mode the environment names', async () => {
    process.env.NODE_ENV = 'development';
    await import('./productionMode.ts');
    expect(process.env.NODE_ENV).toBe('development');
  });
});
