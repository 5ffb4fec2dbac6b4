import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAsync } from './useAsync.ts';

describe('useAsync', () => {
  it('loads, then reloads on demand and on new deps', async () => {
    const load = vi.fn((id: string) => Promise.resolve(`event ${id}`));
    const { result, rerender } = renderHook(({ id }) => useAsync(() => load(id), [id]), { initialProps: { id: 'a' } });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toBe('event a'));

    act(() => result.current.reload());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));

    rerender({ id: 'b' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toBe('event b'));
  });

  it('reports a failure and lets data be replaced in place', async () => {
    const { result } = renderHook(() => useAsync(() => Promise.reject(new Error('down')), []));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect((result.current.error as Error).message).toBe('down');

    const loaded = renderHook(() => useAsync(() => Promise.resolve([1, 2]), []));
    await waitFor(() => expect(loaded.result.current.data).toEqual([1, 2]));
    act(() => loaded.result.current.setData((list) => [...list, 3]));
    expect(loaded.result.current.data).toEqual([1, 2, 3]);
  });

  it('never shows the answer of a superseded run', async () => {
    let resolveSlow: (value: string) => void = () => {};
    const slow = new Promise<string>((resolve) => (resolveSlow = resolve));
    const { result, rerender } = renderHook(
      ({ id }) => useAsync(() => (id === 'slow' ? slow : Promise.resolve('fast')), [id]),
      {
        initialProps: { id: 'slow' },
      },
    );
    rerender({ id: 'fast' });
    await waitFor(() => expect(result.current.data).toBe('fast'));
    await act(async () => resolveSlow('slow'));
    expect(result.current.data).toBe('fast');
  });
});
