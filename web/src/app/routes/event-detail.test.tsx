import { messages } from '@studio/core/shared/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { studioEvent } from '@/features/events/testing/renderEvents.tsx';
import EventDetailRoute, { ErrorBoundary } from './event-detail.tsx';

/** The event page's route with a loader standing in for the server's (which reads the store). */
function renderRoute(loader: () => unknown) {
  const Stub = createRoutesStub([
    {
      path: '/events/:id',
      // The stub's types want the generated route props; the route reads only its loader data.
      Component: EventDetailRoute as unknown as React.ComponentType,
      ErrorBoundary,
      loader,
      HydrateFallback: () => null,
    },
  ]);
  return render(<Stub initialEntries={['/events/fight-night']} />);
}

describe('the event page route', () => {
  it('shows the event its loader read', async () => {
    const event = studioEvent('2099-06-22', { id: 'fight-night', title: 'Summer Fight Night' });
    renderRoute(() => ({ found: { event, others: [] }, origin: 'https://studio.example' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Fight Night' })).toBeInTheDocument();
  });

  it('says why the event could not be read, and reads it again on Try Again', async () => {
    const event = studioEvent('2099-06-22', { id: 'fight-night', title: 'Summer Fight Night' });
    let calls = 0;
    renderRoute(() => {
      calls += 1;
      if (calls === 1) throw new Error('the database is locked');
      return { found: { event, others: [] }, origin: 'https://studio.example' };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.eventLoadFailed);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Fight Night' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
