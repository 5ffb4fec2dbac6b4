import { INSIGHTS_OPT_OUT_KEY } from '@studio/core/insights/insightsBeacon';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouterProviderProps } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_EVENT } from './insightsPage.ts';
import { useStudioInsights } from './useStudioInsights.ts';

const startInsights = vi.hoisted(() => vi.fn());
vi.mock('./beacon.ts', () => ({ startInsights }));

/** The tasks given to the browser for when it is idle, run by the test. */
let idleTasks: (() => void)[] = [];
let pages = 0;
const countPage = () => (pages += 1);

function Root() {
  useStudioInsights();
  return null;
}

/** The hook in a router's root, on a page loaded at `path` (the address bar's path too, as the browser has it). */
function load(path: string): RouterProviderProps['router'] {
  history.replaceState(null, '', path);
  const router = createMemoryRouter([{ path: '*', Component: Root }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

async function whenIdle() {
  await act(async () => {
    for (const task of idleTasks.splice(0)) task();
    await vi.dynamicImportSettled();
  });
}

beforeEach(() => {
  idleTasks = [];
  pages = 0;
  startInsights.mockClear();
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
  addEventListener(PAGE_EVENT, countPage);
});

afterEach(() => {
  vi.unstubAllGlobals();
  removeEventListener(PAGE_EVENT, countPage);
  localStorage.clear();
});

describe('useStudioInsights', () => {
  it('starts the script once the browser is idle, and announces each path the router shows', async () => {
    const router = load('/');
    expect(startInsights).not.toHaveBeenCalled();
    await whenIdle();
    expect(startInsights).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/events'));
    await act(() => router.navigate('/events?page=2'));
    await act(() => router.navigate('/timetable'));
    expect(pages).toBe(3);
  });

  it('loads no script on a page of the staff area, or in a browser whose visits are not counted', async () => {
    load('/admin/insights');
    localStorage.setItem(INSIGHTS_OPT_OUT_KEY, '1');
    load('/events');
    await whenIdle();
    expect(idleTasks).toEqual([]);
    expect(startInsights).not.toHaveBeenCalled();
  });
});
