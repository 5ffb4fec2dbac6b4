import { ThemeProvider } from '@mui/material/styles';
import type { StudioEvent } from '@studio/core/events/events';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '@/design/theme.ts';
import { BackendProvider } from '@/backend/BackendProvider.tsx';
import type { Backend } from '@/backend/port.ts';
import { WithSeedContent } from '@/test/seedContent.tsx';

/**
 * Renders `ui` at `path` as the page of a data router's root route whose loader gave nothing (the parts that read
 * the day the page was drawn on fall back to the test's clock).
 */
export function renderEvents(ui: ReactNode, { backend, path = '/events' }: { backend: Backend; path?: string }) {
  const router = createMemoryRouter([{ id: 'root', path: '*', element: ui }], {
    initialEntries: [path],
    hydrationData: { loaderData: { root: null } },
  });
  return render(
    <ThemeProvider theme={theme}>
      <BackendProvider backend={backend}>
        <RouterProvider router={router} />
      </BackendProvider>
    </ThemeProvider>,
    { wrapper: WithSeedContent },
  );
}

let next = 0;

/** A stored event on `day`, with sensible defaults. */
export function studioEvent(day: string, overrides: Partial<StudioEvent> = {}): StudioEvent {
  next += 1;
  return {
    id: `event-${next}`,
    title: `Event ${next}`,
    description: 'An evening at the studio.',
    date: `${day}T00:00:00.000Z`,
    time: '6:00 PM - 8:00 PM',
    location: 'Emirates House, Stopgate Ln, Liverpool L9 6AN',
    price: null,
    booking_url: null,
    featured: false,
    image_url: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: null,
    ...overrides,
  };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
