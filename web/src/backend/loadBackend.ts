import { createHttpBackend } from './http/httpBackend.ts';
import type { Backend, StaffUser } from './port.ts';

let loaded: Promise<Backend> | undefined;

/**
 * The adapter is chosen at build time; Vite drops the branch not taken, so a build carries one adapter. The
 * self-hosted server's is a few functions over `fetch` and comes with the page's code; a Firebase build's SDK is
 * large and loads as a chunk of its own.
 */
function loadAdapter(): Promise<Backend> {
  loaded ??=
    import.meta.env.VITE_BACKEND === 'firebase'
      ? import('./firebase/firebaseBackend.ts').then((module) => module.createFirebaseBackend())
      : Promise.resolve(createHttpBackend());
  return loaded;
}

function lazyGroup<K extends keyof Backend>(key: K): Backend[K] {
  return new Proxy(
    {},
    {
      get(_target, method: string | symbol) {
        // Only port methods are forwarded: `then` would make the group look like a promise, `toJSON` like data.
        if (typeof method !== 'string' || method === 'then' || method === 'toJSON') return undefined;
        return async (...args: unknown[]) => {
          const group = (await loadAdapter())[key] as unknown as Record<string, (...a: unknown[]) => unknown>;
          const call = group[method];
          if (!call) throw new TypeError(`Backend has no ${String(key)}.${method}`);
          return call.apply(group, args);
        };
      },
    },
  ) as Backend[K];
}

/**
 * A Backend whose adapter may be a chunk of its own (a Firebase build's SDK), loaded apart from the page's code.
 * In the browser that download starts at once, while the page renders: every public page asks for data straight
 * after (the uploaded slot images), and a page rendered in the browser (an event) would otherwise only start it
 * after its first render. During a server render (no window) it loads on first use.
 */
export function createLazyBackend(): Backend {
  if (typeof window !== 'undefined') void loadAdapter().catch(() => {});
  const auth = lazyGroup('auth');
  return {
    events: lazyGroup('events'),
    submissions: lazyGroup('submissions'),
    contact: lazyGroup('contact'),
    images: lazyGroup('images'),
    content: lazyGroup('content'),
    staff: lazyGroup('staff'),
    account: lazyGroup('account'),
    activity: lazyGroup('activity'),
    auth: {
      signIn: (email, password) => auth.signIn(email, password),
      signOut: () => auth.signOut(),
      current: () => auth.current(),
      onChange(listener: (user: StaffUser | null) => void) {
        let unsubscribe: (() => void) | undefined;
        let cancelled = false;
        void loadAdapter().then((backend) => {
          if (!cancelled) unsubscribe = backend.auth.onChange(listener);
        });
        return () => {
          cancelled = true;
          unsubscribe?.();
        };
      },
    },
  };
}
