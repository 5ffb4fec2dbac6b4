import { formatEventDate } from '@studio/core/shared/format';
import { messages } from '@studio/core/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { renderEvents, studioEvent } from '../testing/renderEvents.tsx';
import { EventDetailPage } from './EventDetailPage.tsx';

const fightNight = studioEvent('2025-06-22', {
  id: 'fight-night',
  title: 'Summer Fight Night',
  description: 'Doors open at 5:30pm.\nBring your own gloves.\n<b>Not bold</b>',
  price: 12.5,
  booking_url: 'https://tickets.example.com/fight-night',
  featured: true,
  image_url: '/media/event_1.jpg',
});
const upcoming = [
  studioEvent('2025-06-10', { title: 'Members Social' }),
  studioEvent('2025-06-15', { title: 'Kids Grading' }),
  studioEvent('2025-07-05', { title: 'Thai Boxing Seminar' }),
  studioEvent('2025-08-01', { title: 'Summer Camp' }),
];
const past = studioEvent('2025-05-01', { title: 'Spring Open Day' });

/** The page as its route renders it, with the event its loader read (the server's data). */
function showEvent(event = fightNight, others = [past, ...upcoming, fightNight]) {
  renderEvents(<EventDetailPage found={{ event, others }} origin="http://localhost:3000" />, {
    backend: fakeBackend(),
    path: `/events/${event.id}`,
  });
}

describe('/events/{id}', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the event: date, time, location, price, booking link and description with its line breaks', async () => {
    showEvent();
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Fight Night' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Event Details' });
    expect(within(details).getByText(formatEventDate(fightNight.date))).toBeInTheDocument();
    expect(within(details).getByText('6:00 PM - 8:00 PM')).toBeInTheDocument();
    expect(within(details).getByText('Emirates House, Stopgate Ln, Liverpool L9 6AN')).toBeInTheDocument();
    expect(within(details).getByText('£12.50')).toBeInTheDocument();
    const booking = within(details).getByRole('link', { name: /Book Now/ });
    expect(booking).toHaveAttribute('href', 'https://tickets.example.com/fight-night');
    expect(booking).toHaveAttribute('target', '_blank');
    expect(booking.getAttribute('rel')).toContain('noopener');

    const description = screen.getByTestId('event-description');
    expect(description.textContent).toBe(fightNight.description);
    expect(description).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(description.querySelector('b')).toBeNull();
  });

  it('says Free entry and offers no booking link when neither is set', async () => {
    showEvent({ ...fightNight, price: null, booking_url: null });
    const details = await screen.findByRole('region', { name: 'Event Details' });
    expect(within(details).getByText('Free entry')).toBeInTheDocument();
    expect(within(details).queryByRole('link', { name: /Book Now/ })).not.toBeInTheDocument();
  });

  it('links to share the page on Facebook, Twitter/X, WhatsApp and by e-mail', async () => {
    showEvent();
    const share = await screen.findByRole('region', { name: 'Share This Event' });
    const page = encodeURIComponent('http://localhost:3000/events/fight-night');
    const title = encodeURIComponent('Summer Fight Night');
    const hrefs = within(share)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Share on Facebook (opens in a new tab)', `https://www.facebook.com/sharer/sharer.php?u=${page}`],
      ['Share on Twitter/X (opens in a new tab)', `https://twitter.com/intent/tweet?url=${page}&text=${title}`],
      ['Share on WhatsApp (opens in a new tab)', `https://wa.me/?text=${title}%20${page}`],
      ['Share on Email', `mailto:?subject=${title}&body=${title}%0A%0A${page}`],
    ]);
  });

  it('lists up to three other upcoming events, soonest first, never itself or past ones', async () => {
    showEvent();
    const others = await screen.findByRole('region', { name: 'Other Upcoming Events' });
    expect(
      within(others)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Members Social', 'Kids Grading', 'Thai Boxing Seminar']);
  });

  it('names the page after the event and describes it for search engines and link previews', async () => {
    showEvent();
    await screen.findByRole('heading', { level: 1, name: 'Summer Fight Night' });
    await waitFor(() => expect(document.title).toBe('Summer Fight Night | The Martial Arts Studio'));
    const og = (property: string) =>
      document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(og('og:title')).toBe('Summer Fight Night');
    expect(og('og:url')).toBe('http://localhost:3000/events/fight-night');
    expect(og('og:image')).toBe('http://localhost:3000/media/event_1.jpg');
    expect(og('og:description')).toBe('Doors open at 5:30pm. Bring your own gloves. <b>Not bold</b>');

    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).not.toContain('<b>');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Summer Fight Night',
      startDate: '2025-06-22T18:00:00+01:00',
      endDate: '2025-06-22T20:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: fightNight.location, address: { streetAddress: fightNight.location } },
      offers: { price: '12.50', priceCurrency: 'GBP', url: 'https://tickets.example.com/fight-night' },
      url: 'http://localhost:3000/events/fight-night',
      image: ['http://localhost:3000/media/event_1.jpg'],
    });
  });

  it('downloads the event as an .ics calendar file', async () => {
    const createObjectURL = vi.fn().mockReturnValue('blob:calendar');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    showEvent();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Calendar' }));
    expect(clicked).toEqual([{ download: 'summer-fight-night.ics', href: 'blob:calendar' }]);
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    const ics = await blob.text();
    expect(ics).toContain('DTSTART;TZID=Europe/London:20250622T180000\r\n');
    expect(ics).toContain('SUMMARY:Summer Fight Night\r\n');
    click.mockRestore();
  });

  it('shows the not-found page with a way back to all events', async () => {
    renderEvents(<EventDetailPage found={null} origin="http://localhost:3000" />, { backend: fakeBackend() });
    expect(await screen.findByRole('heading', { level: 1, name: messages.eventNotFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(messages.eventNotFoundBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/events');
    await waitFor(() => expect(document.title).toBe('Event Not Found | The Martial Arts Studio'));
  });
});
