// @vitest-environment node
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite, STAFF_EMAIL, STAFF_PASSWORD } from '../../../../e2e/lib/site.ts';
import { describeBackendContract } from '../contract/backendContract.ts';
import { createHttpBackend } from './httpBackend.ts';

const staffCredentials = { email: STAFF_EMAIL, password: STAFF_PASSWORD };

/** A fetch that keeps its own cookies (session, known device) and sends the site's Origin, as a browser would. */
function browserFetch(origin: string): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    headers.set('origin', origin);
    const response = await fetch(input, { ...init, headers });
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at === pair.length - 1) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
}

describeBackendContract('http adapter + self-hosted server', async () => {
  // The real server (`node server/src/main.ts`) on a fresh data dir; the API needs no web build.
  // The suite sends more messages than one visitor may in ten minutes.
  const server = await startSite({
    env: { WEB_BUILD_DIR: join(tmpdir(), 'studio-contract-no-web-build'), CONTACT_MAX_PER_WINDOW: '1000' },
  });
  const staff = createHttpBackend(server.url, browserFetch(server.url));
  return {
    visitor: createHttpBackend(server.url, browserFetch(server.url)),
    staff,
    staffCredentials,
    async reset() {
      for (const event of await staff.events.listAll()) await staff.events.remove(event.id);
      for (const image of await staff.images.list()) await staff.images.remove(image.name);
    },
    close: server.stop,
  };
});
