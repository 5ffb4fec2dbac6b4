import { startTransition, useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

type Settled<T> = { key: string; state: AsyncState<T> };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Runs `load` after mount and whenever `deps` change; `reload()` runs it again.
 * The state of a superseded run is never shown: until the run for the current deps settles, it is 'loading'.
 * `initial`: the data for the first deps, already at hand (drawn by the server): not loaded again until they change
 * or `reload()` is called.
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[], initial?: T) {
  const [run, setRun] = useState(0);
  const key = `${run}:${JSON.stringify(deps)}`;
  const [settled, setSettled] = useState<Settled<T> | undefined>(() =>
    initial === undefined ? undefined : { key, state: { status: 'success', data: initial, error: undefined } },
  );

  useEffect(() => {
    // The data at hand for these deps: nothing to load.
    if (settled?.key === key && initial !== undefined && run === 0) return;
    let cancelled = false;
    // A transition: React renders what arrived (fifty event cards, say) in slices that leave the page responsive.
    const settle = (state: AsyncState<T>) => {
      if (!cancelled) startTransition(() => setSettled({ key, state }));
    };
    load().then(
      (data) => settle({ status: 'success', data, error: undefined }),
      (error: unknown) => settle({ status: 'error', data: undefined, error }),
    );
    return () => {
      cancelled = true;
    };
    // `key` captures deps and reloads; `load` and what is settled are read fresh from this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const reload = useCallback(() => setRun((count) => count + 1), []);

  /** Replace the loaded data in place (after a successful write), without a reload. */
  const setData = useCallback((update: (data: T) => T) => {
    setSettled((previous) =>
      previous && previous.state.status === 'success'
        ? { ...previous, state: { ...previous.state, data: update(previous.state.data) } }
        : previous,
    );
  }, []);

  const state: AsyncState<T> = settled && settled.key === key ? settled.state : LOADING;
  return { ...state, reload, setData };
}
