import { formatEventDate } from '@studio/core/shared/format';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EventsRoute from '@/app/routes/events.tsx';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { deferred, renderEvents, studioEvent } from '../testing/renderEvents.tsx';

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

describe('/events', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the headings, grading schedule and a labelled spinner while events load', () => {
    const pending = deferred<never>();
    renderEvents(<EventsRoute />, {
      backend: fakeBackend({ events: { listUpcoming: vi.fn().mockReturnValue(pending.promise) } }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading events' })).toHaveAttribute('aria-busy', 'true');
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
    renderEvents(<EventsRoute />, {
      backend: fakeBackend({
        events: { listUpcoming: vi.fn().mockResolvedValue([seminar, fightNight, lastYear, social]) },
      }),
    });
    const featured = await screen.findByRole('region', { name: 'Featured Events' });
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
    expect(screen.queryByRole('status', { name: 'Loading events' })).not.toBeInTheDocument();
  });

  it('shows each event with its date, time, location, price and a link to its page', async () => {
    renderEvents(<EventsRoute />, {
      backend: fakeBackend({ events: { listUpcoming: vi.fn().mockResolvedValue([fightNight, social]) } }),
    });
    const link = await screen.findByRole('link', { name: 'Summer Fight Night' });
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
    renderEvents(<EventsRoute />, {
      backend: fakeBackend({ events: { listUpcoming: vi.fn().mockResolvedValue([social, seminar]) } }),
    });
    expect(await screen.findByRole('region', { name: 'Upcoming Events' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured Events' })).not.toBeInTheDocument();
  });

  it('draws a long list a screenful first, then the rest in batches', async () => {
    const many = Array.from({ length: 40 }, (_, index) =>
      studioEvent(`2025-07-${String((index % 28) + 1).padStart(2, '0')}`, { title: `Open mat ${index + 1}` }),
    );
    renderEvents(<EventsRoute />, {
      backend: fakeBackend({ events: { listUpcoming: vi.fn().mockResolvedValue(many) } }),
    });
    const list = await screen.findByRole('region', { name: 'Upcoming Events' });
    const cards = () => within(list).getAllByRole('heading', { level: 3 }).length;
    expect(cards()).toBeLessThan(40);
    // A pass per task: polled for as long as a busy machine needs, not the default second.
    await vi.waitFor(() => expect(cards()).toBe(40), { timeout: 15_000 });
  });

  it('shows the empty state when nothing is coming up', async () => {
    renderEvents(<EventsRoute />, {
      backend: fakeBackend({ events: { listUpcoming: vi.fn().mockResolvedValue([lastYear]) } }),
    });
    expect(await screen.findByRole('heading', { name: 'No Upcoming Events' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured Events' })).not.toBeInTheDocument();
  });

  it('logs a failed load and shows the empty state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('offline');
    renderEvents(<EventsRoute />, {
      backend: fakeBackend({ events: { listUpcoming: vi.fn().mockRejectedValue(failure) } }),
    });
    expect(await screen.findByRole('heading', { name: 'No Upcoming Events' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.any(String), failure);
    log.mockRestore();
  });

  it('offers private events through the sign-up page and the provider schedule', async () => {
    renderEvents(<EventsRoute />, { backend: fakeBackend() });
    await screen.findByRole('heading', { name: 'No Upcoming Events' });
    const privateEvents = section('Host a Private Event');
    expect(within(privateEvents).getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/signup');
    expect(section('Event Schedule')).toBeInTheDocument();
  });
});
