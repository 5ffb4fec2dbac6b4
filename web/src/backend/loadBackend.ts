import type { Backend, StaffUser } from './port.ts';

let loaded: Promise<Backend> | undefined;

/**
 * The adapter is chosen at build time; Vite drops the branch not taken, so a build carries one adapter. Either is
 * a chunk of its own, loaded on first use: a public page's first screen reads nothing through it (the server's HTML
 * carries the content, events and uploaded images), so its code stays out of every page's first load.
 */
function loadAdapter(): Promise<Backend> {
  loaded ??=
    import.meta.env.VITE_BACKEND === 'firebase'
      ? import('./firebase/firebaseBackend.ts').then((module) => module.createFirebaseBackend())
      : import('./http/httpBackend.ts').then((module) => module.createHttpBackend());
  return loaded;
}

function lazyGroup<K extends keyof Backend>(key: K): NonNullable<Backend[K]> {
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
  ) as NonNullable<Backend[K]>;
}

/**
 * A Backend whose adapter is a chunk of its own, loaded apart from the page's code when first called. Every group of
 * the port is here for either build (`Required`): both adapters have them all, and a group left out would hide a
 * working part of the admin on one deployment only.
 */
export function createLazyBackend(): Required<Backend> {
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
    trials: lazyGroup('trials'),
    mail: lazyGroup('mail'),
    trialBooking: lazyGroup('trialBooking'),
    insights: lazyGroup('insights'),
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
