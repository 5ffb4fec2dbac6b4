import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '@/design/theme.ts';
import { BackendProvider } from '@/backend/BackendProvider.tsx';
import type { Backend } from '@/backend/port.ts';

/**
 * Renders an admin screen at `path` with a Backend test double. The login page and the dashboard
 * are stand-ins unless the screen under test is one of them, so redirects can be seen.
 */
export function renderAdmin(
  element: ReactElement,
  {
    backend,
    path = '/admin/screen',
    search = '',
    routes = [],
  }: { backend: Backend; path?: string; search?: string; routes?: RouteObject[] },
) {
  const router = createMemoryRouter(
    [
      { path, element },
      ...routes,
      { path: '/admin/login', element: <p>Login page</p> },
      { path: '/admin/dashboard', element: <p>Dashboard page</p> },
    ],
    { initialEntries: [`${path}${search}`] },
  );
  const view = render(
    <ThemeProvider theme={theme}>
      <BackendProvider backend={backend}>
        <RouterProvider router={router} />
      </BackendProvider>
    </ThemeProvider>,
  );
  return { ...view, router };
}

/** A promise the test settles when it wants to, to see in-between states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
