// @vitest-environment node
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite, STAFF_EMAIL, STAFF_PASSWORD } from '../../../../e2e/lib/site.ts';
import { describeBackendContract, type ContractSetup } from '../contract/backendContract.ts';
import { describeInsightsContract } from '../contract/insightsContract.ts';
import { createHttpBackend } from './httpBackend.ts';

const staffCredentials = { email: STAFF_EMAIL, password: STAFF_PASSWORD };

/**
 * A fetch that keeps its own cookies (session, known device) and sends the site's Origin, as a browser would; with
 * `address`, as if from that address behind the one proxy the server trusts.
 */
function browserFetch(origin: string, address?: () => string): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    headers.set('origin', origin);
    if (address) headers.set('x-forwarded-for', address());
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

async function httpSetup(): Promise<ContractSetup> {
  // The real server (`node server/src/main.ts`) on a fresh data dir, at the default limits; the API needs no web
  // build. Each test's visitor comes from an address of its own (as the emulators' counters are cleared per test).
  const server = await startSite({
    env: { WEB_BUILD_DIR: join(tmpdir(), 'studio-contract-no-web-build'), TRUST_PROXY: '1' },
  });
  const staff = createHttpBackend(server.url, browserFetch(server.url));
  let visitorNumber = 0;
  let otherNumber = 0;
  return {
    visitor: createHttpBackend(
      server.url,
      browserFetch(server.url, () => `198.51.100.${visitorNumber}`),
    ),
    staff,
    staffCredentials,
    async reset() {
      visitorNumber += 1;
      for (const event of await staff.events.listAll()) await staff.events.remove(event.id);
      for (const image of await staff.images.list()) await staff.images.remove(image.name);
    },
    anotherVisitor() {
      otherNumber += 1;
      const address = `10.${(otherNumber >> 16) & 255}.${(otherNumber >> 8) & 255}.${otherNumber & 255}`;
      return createHttpBackend(
        server.url,
        browserFetch(server.url, () => address),
      );
    },
    close: server.stop,
  };
}

describeBackendContract('http adapter + self-hosted server', httpSetup);
describeInsightsContract('http adapter + self-hosted server', httpSetup);
