import { ThemeProvider } from '@mui/material/styles';
import { formatEventDate } from '@studio/core/shared/format';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EventsRoute from '@/app/routes/events.tsx';
import { BackendProvider } from '@/backend/BackendProvider.tsx';
import { theme } from '@/design/theme.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { WithSeedContent } from '@/test/seedContent.tsx';
import type { EventsIslands } from '../eventsIslands.ts';
import { eventsIslandsOf } from '../lib/eventsIslandsData.ts';
import { studioEvent } from '../testing/renderEvents.tsx';

const fightNight = studioEvent('2025-06-22', {
  title: 'Summer Fight Night',
  featured: true,
  price: 12.5,
  image_url: '/media/event_1.jpg',
});
const seminar = studioEvent('2025-07-05', { title: 'Thai Boxing Seminar', price: 20 });
const social = studioEvent('2025-06-10', { title: 'Members Social' });
const lastYear = studioEvent('2025-05-31', { title: 'Spring Open Day', featured: true });

function section(name: RegExp | string) {
  return screen.getByRole('region', { name });
}

/** An event's page, as far as these tests need one: where a card's link leads. */
function EventPageStub() {
  return <h1>Event {useParams().id}</h1>;
}

/**
 * The events page as its route draws it, with `islands` as the route's loader data gave it: the events (the server's
 * render, a page drawn in the browser) or `{}` (what a page the server drew receives of a ServerOnly).
 */
function eventsPage(islands: EventsIslands | Record<string, never>) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        children: [
          { id: 'app/routes/events', path: 'events', element: <EventsRoute /> },
          { path: 'events/:id', element: <EventPageStub /> },
        ],
      },
    ],
    { initialEntries: ['/events'], hydrationData: { loaderData: { root: null, 'app/routes/events': { islands } } } },
  );
  return (
    <ThemeProvider theme={theme}>
      <BackendProvider backend={fakeBackend()}>
        <WithSeedContent>
          <RouterProvider router={router} />
        </WithSeedContent>
      </BackendProvider>
    </ThemeProvider>
  );
}

/** The island's data for these events, as the server's loader gives it. */
const islandsOf = (...events: (typeof fightNight)[]) => eventsIslandsOf({ upcomingEvents: () => events });

const regularCards = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    studioEvent(`2025-07-${String((index % 28) + 1).padStart(2, '0')}`, { title: `Open mat ${index + 1}` }),
  );

describe('/events', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T09:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('shows the headings and the grading schedule', async () => {
    render(eventsPage(await islandsOf()));
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    const grading = section('2025 Grading Schedule');
    const days = within(grading)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('time')?.textContent);
    expect(days).toEqual([
      formatEventDate('2025-06-22T00:00:00.000Z'),
      formatEventDate('2025-09-14T00:00:00.000Z'),
      formatEventDate('2025-12-07T00:00:00.000Z'),
    ]);
    expect(days[0]).toMatch(/^Sunday,? 22 June 2025$/);
  });

  it('splits upcoming events into featured and regular blocks, soonest first, hiding past ones', async () => {
    render(eventsPage(await islandsOf(seminar, fightNight, lastYear, social)));
    const featured = section('Featured Events');
    expect(
      within(featured)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Summer Fight Night']);
    const regular = section('More Upcoming Events');
    expect(
      within(regular)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Members Social', 'Thai Boxing Seminar']);
    expect(screen.queryByText('Spring Open Day')).not.toBeInTheDocument();
  });

  it('shows each event with its date, time, location, price and a link to its page', async () => {
    render(eventsPage(await islandsOf(fightNight, social)));
    const link = screen.getByRole('link', { name: 'Summer Fight Night' });
    expect(link).toHaveAttribute('href', `/events/${fightNight.id}`);
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText(formatEventDate(fightNight.date))).toBeInTheDocument();
    expect(within(card).getByText('6:00 PM - 8:00 PM')).toBeInTheDocument();
    expect(within(card).getByText('Emirates House, Stopgate Ln, Liverpool L9 6AN')).toBeInTheDocument();
    expect(within(card).getByText('£12.50')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/event_1.jpg');

    const free = screen.getByRole('link', { name: 'Members Social' }).closest('article') as HTMLElement;
    expect(within(free).getByText('Free Event')).toBeInTheDocument();
    expect(free.querySelector('img')).toBeNull();
  });

  it('titles the regular block "Upcoming Events" when nothing is featured', async () => {
    render(eventsPage(await islandsOf(social, seminar)));
    expect(section('Upcoming Events')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured Events' })).not.toBeInTheDocument();
  });

  it('draws a long list in the browser a screenful first, then the rest in batches', async () => {
    render(eventsPage(await islandsOf(...regularCards(40))));
    const list = section('Upcoming Events');
    const cards = () => within(list).getAllByRole('heading', { level: 3 }).length;
    expect(cards()).toBeLessThan(40);
    // A pass per task: polled for as long as a busy machine needs, not the default second.
    await vi.waitFor(() => expect(cards()).toBe(40), { timeout: 15_000 });
  });

  it('draws every card on the server, and hydrating without the data keeps them as they are', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(eventsPage(await islandsOf(fightNight, ...regularCards(40))));
    expect(container.querySelectorAll('article')).toHaveLength(41);
    const served = container.querySelector('#main-content')!.outerHTML;
    document.body.append(container);
    const recovered = vi.fn();
    await act(async () => {
      hydrateRoot(container, eventsPage({}), { onRecoverableError: recovered });
    });
    expect(recovered).not.toHaveBeenCalled();
    expect(container.querySelector('#main-content')!.outerHTML).toBe(served);

    // A card's link, which the page no longer draws, still navigates in the page.
    const link = within(container).getByRole('link', { name: 'Summer Fight Night' });
    await act(async () => link.click());
    expect(within(container).getByRole('heading', { level: 1 }).textContent).toBe(`Event ${fightNight.id}`);
  });

  it('shows the empty state when nothing is coming up', async () => {
    render(eventsPage(await islandsOf(lastYear)));
    expect(screen.getByRole('heading', { name: 'No Upcoming Events' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured Events' })).not.toBeInTheDocument();
  });

  it('offers private events through the sign-up page and the provider schedule', async () => {
    render(eventsPage(await islandsOf()));
    const privateEvents = section('Host a Private Event');
    expect(within(privateEvents).getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/signup');
    expect(section('Event Schedule')).toBeInTheDocument();
  });
});
