import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * Runs `load` after mount and whenever `deps` change; `reload()` runs it again.
 * Results of a superseded run are dropped, so a slow answer never overwrites a newer one.
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading', data: undefined, error: undefined });
  const run = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(() => {
    const current = ++run.current;
    setState((previous) => (previous.status === 'loading' ? previous : { status: 'loading', data: undefined, error: undefined }));
    loadRef.current().then(
      (data) => {
        if (current === run.current) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (current === run.current) setState({ status: 'error', data: undefined, error });
      },
    );
  }, []);

  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(reload, deps);

  /** Replace the loaded data in place (after a successful write), without a reload. */
  const setData = useCallback((update: (data: T) => T) => {
    setState((previous) => (previous.status === 'success' ? { ...previous, data: update(previous.data) } : previous));
  }, []);

  return { ...state, reload, setData };
}
