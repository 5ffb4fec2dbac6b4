import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_TIME_MESSAGE, type EventInput, type StudioEvent } from '@studio/core/events/events';
import { formatEventDate } from '@studio/core/shared/format';
import { DEFAULT_EVENT_LOCATION, MAX_IMAGE_BYTES } from '@studio/core/shared/limits';
import { messages } from '@studio/core/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/backend/port.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { deferred, renderAdmin } from '../../testing/renderAdmin.tsx';
import { EventsPage } from './EventsPage.tsx';

const LONG_DESCRIPTION = 'A full day of pads, sparring drills and technique with our senior coaches.\nBring water.';

const seminar: StudioEvent = {
  id: 'e1',
  title: 'Summer Seminar',
  description: LONG_DESCRIPTION,
  date: '2030-07-14T00:00:00.000Z',
  time: '10:00 AM - 3:00 PM',
  location: 'St Helens studio',
  price: 12.5,
  booking_url: 'https://tickets.example.com/summer',
  featured: true,
  image_url: '/media/event_1700000000000.png',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: null,
};
const openDay: StudioEvent = {
  ...seminar,
  id: 'e2',
  title: 'Open Day',
  date: '2030-05-01T00:00:00.000Z',
  price: null,
  booking_url: null,
  featured: false,
  image_url: null,
};

function setup(overrides: Parameters<typeof fakeBackend>[0] = {}, list: StudioEvent[] = [seminar, openDay]) {
  const backend = fakeBackend({
    ...overrides,
    events: { listAll: vi.fn().mockResolvedValue(list), ...overrides.events },
  });
  renderAdmin(<EventsPage />, { backend });
  return backend;
}

async function openCreateForm() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Create Event' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Create New Event' }) };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Event Title *'), 'Grading Day');
  await user.type(within(dialog).getByLabelText('Event Date *'), '2030-09-14');
  await user.type(within(dialog).getByLabelText('Event Time *'), '6:00 PM - 8:00 PM');
  await user.type(within(dialog).getByLabelText('Event Description *'), 'Belt gradings for all ages.');
}

function savedFrom(input: EventInput, id = 'new'): StudioEvent {
  return {
    ...input,
    id,
    date: `${input.date}T00:00:00.000Z`,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: null,
  };
}

// Typing whole forms through user-event is slow under jsdom.
vi.setConfig({ testTimeout: 20_000 });

describe('EventsPage', () => {
  it('shows a spinner while loading', () => {
    renderAdmin(<EventsPage />, {
      backend: fakeBackend({ events: { listAll: vi.fn().mockReturnValue(deferred().promise) } }),
    });
    expect(screen.getByRole('heading', { name: 'Event Management' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading events' })).toBeInTheDocument();
  });

  it('shows the load failure banner', async () => {
    renderAdmin(<EventsPage />, {
      backend: fakeBackend({ events: { listAll: vi.fn().mockRejectedValue(new Error('down')) } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.eventsLoadFailed);
  });

  it('shows the empty state', async () => {
    setup({}, []);
    expect(await screen.findByRole('heading', { name: 'No Events Found' })).toBeInTheDocument();
    expect(
      screen.getByText("You haven't created any events yet. Get started by creating your first event!"),
    ).toBeInTheDocument();
  });

  it('shows every field of an event card', async () => {
    setup();
    const card = await screen.findByRole('article', { name: 'Summer Seminar' });
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    expect(within(card).getByText(formatEventDate(seminar.date))).toHaveTextContent('Sunday, 14 July 2030');
    expect(within(card).getByText('10:00 AM - 3:00 PM')).toBeInTheDocument();
    expect(within(card).getByText('St Helens studio')).toBeInTheDocument();
    expect(within(card).getByText('£12.50')).toBeInTheDocument();
    expect(within(card).getByText(/pads, sparring/)).toHaveStyle({ WebkitLineClamp: '2' });
    expect(within(card).getByRole('link', { name: seminar.booking_url! })).toHaveAttribute('href', seminar.booking_url);
    const preview = within(card).getByRole('link', { name: /Preview Summer Seminar/ });
    expect(preview).toHaveAttribute('href', '/events');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('button', { name: 'Unfeature Summer Seminar' })).toBeInTheDocument();

    const plain = screen.getByRole('article', { name: 'Open Day' });
    expect(within(plain).queryByText('Featured')).not.toBeInTheDocument();
    expect(within(plain).queryByText(/£/)).not.toBeInTheDocument();
    expect(within(plain).getByRole('button', { name: 'Feature Open Day' })).toBeInTheDocument();
  });

  it('features and unfeatures from the card, and says so when it fails', async () => {
    const setFeatured = vi
      .fn<Backend['events']['setFeatured']>()
      .mockImplementationOnce((id, featured) => Promise.resolve({ ...openDay, id, featured }))
      .mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ events: { setFeatured } });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Feature Open Day' }));
    const card = screen.getByRole('article', { name: 'Open Day' });
    expect(await within(card).findByText('Featured')).toBeInTheDocument();
    expect(setFeatured).toHaveBeenCalledWith('e2', true);
    await user.click(within(card).getByRole('button', { name: 'Unfeature Open Day' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.eventUpdateFailed);
  });

  it('asks before deleting an event', async () => {
    const remove = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ events: { remove } });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete Open Day' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete event' });
    expect(dialog).toHaveTextContent(messages.confirmDeleteEvent);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.eventDeleted);
    expect(screen.queryByRole('article', { name: 'Open Day' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Summer Seminar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.eventDeleteFailed);
    expect(screen.getByRole('article', { name: 'Summer Seminar' })).toBeInTheDocument();
  });

  it('opens an empty create form with the default location and every field', async () => {
    setup({}, []);
    const { dialog } = await openCreateForm();
    expect(within(dialog).getByLabelText('Event Title *')).toHaveValue('');
    expect(within(dialog).getByLabelText('Event Title *')).toBeRequired();
    expect(within(dialog).getByLabelText('Event Date *')).toHaveAttribute('type', 'date');
    expect(within(dialog).getByLabelText('Event Time *')).toHaveAttribute('placeholder', '6:00 PM - 8:00 PM');
    expect(within(dialog).getByLabelText('Event Location *')).toHaveValue(DEFAULT_EVENT_LOCATION);
    expect(within(dialog).getByLabelText('Event Description *')).toHaveAttribute('rows', '4');
    const price = within(dialog).getByLabelText('Event Price (£)');
    expect(price).toHaveAttribute('type', 'number');
    expect(price).toHaveAttribute('step', '0.01');
    expect(price).toHaveAttribute('min', '0');
    expect(within(dialog).getByLabelText('Booking URL')).toHaveAttribute('type', 'url');
    expect(
      within(dialog).getByLabelText('Feature this event (will be highlighted on the events page)'),
    ).not.toBeChecked();
    expect(within(dialog).getByText('Recommended image size: 1200 x 800 pixels, max 5MB')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload Image' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('refuses an incomplete form and a malformed booking URL', async () => {
    const backend = setup({}, []);
    const { user, dialog } = await openCreateForm();
    await user.clear(within(dialog).getByLabelText('Event Location *'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.eventFormIncomplete);
    expect(within(dialog).getByLabelText('Event Title *')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Event Title *')).toHaveFocus();

    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText('Event Location *'), 'Aintree');
    await user.type(within(dialog).getByLabelText('Booking URL'), 'tickets please');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(
      await within(dialog).findByText('Please enter a full web address starting with https://'),
    ).toBeInTheDocument();
    expect(backend.events.create).not.toHaveBeenCalled();
  });

  it('checks the time is a start and an optional end, and names both forms it takes', async () => {
    const create = vi.fn((input: EventInput) => Promise.resolve(savedFrom(input)));
    setup({ events: { create } }, []);
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog);
    const time = within(dialog).getByLabelText('Event Time *');
    await user.clear(time);
    await user.type(time, 'whenever');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText(EVENT_TIME_MESSAGE)).toBeInTheDocument();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
    await user.clear(time);
    await user.type(time, '18:00-20:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ time: '18:00-20:00' })));
  });

  it('asks before saving an event with a date in the past', async () => {
    const create = vi.fn((input: EventInput) => Promise.resolve(savedFrom(input)));
    setup({ events: { create } }, []);
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog);
    const date = within(dialog).getByLabelText('Event Date *');
    await user.clear(date);
    await user.type(date, '2020-05-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    const confirm = await screen.findByRole('dialog', { name: 'Date in the past' });
    expect(confirm).toHaveTextContent('1 May 2020 is in the past. Save the event with this date anyway?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Date in the past' })).not.toBeInTheDocument());
    expect(create).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Date in the past' })).getByRole('button', {
        name: 'Save anyway',
      }),
    );
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ date: '2020-05-01' })));
  });

  it('creates an event: empty price and URL become null, and the success banner shows', async () => {
    const create = vi.fn((input: EventInput) => Promise.resolve(savedFrom(input)));
    setup({ events: { create } }, []);
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByLabelText('Feature this event (will be highlighted on the events page)'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.eventCreated);
    expect(create).toHaveBeenCalledWith({
      title: 'Grading Day',
      date: '2030-09-14',
      time: '6:00 PM - 8:00 PM',
      location: DEFAULT_EVENT_LOCATION,
      description: 'Belt gradings for all ages.',
      price: null,
      booking_url: null,
      featured: true,
      image_url: null,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Grading Day' })).toBeInTheDocument();
  });

  it("edits an event with its values filled in, showing 'Saving...' while busy", async () => {
    const answer = deferred<StudioEvent>();
    const update = vi.fn().mockReturnValue(answer.promise);
    setup({ events: { update } });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit Summer Seminar' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByLabelText('Event Date *')).toHaveValue('2030-07-14');
    expect(within(dialog).getByLabelText('Event Price (£)')).toHaveValue(12.5);
    expect(within(dialog).getByLabelText('Booking URL')).toHaveValue(seminar.booking_url);
    expect(within(dialog).getByRole('img', { name: 'Current event image' })).toHaveAttribute('src', seminar.image_url);
    await user.clear(within(dialog).getByLabelText('Event Price (£)'));
    await user.type(within(dialog).getByLabelText('Event Price (£)'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Update Event' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(update).toHaveBeenCalledWith(
      'e1',
      expect.objectContaining({ price: 15, image_url: seminar.image_url, featured: true }),
    );
    answer.resolve({ ...seminar, price: 15 });
    expect(await screen.findByRole('status')).toHaveTextContent(messages.eventUpdated);
    expect(within(screen.getByRole('article', { name: 'Summer Seminar' })).getByText('£15.00')).toBeInTheDocument();
  });

  it('keeps the form open with the save failure message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ events: { create: vi.fn().mockRejectedValue(new Error('offline')) } }, []);
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.eventSaveFailed);
    expect(screen.getByRole('dialog', { name: 'Create New Event' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Event Title *')).toHaveValue('Grading Day');
  });

  it('uploads a chosen image first and saves its URL', async () => {
    const upload = vi.fn().mockResolvedValue({ name: 'event_1.png', url: '/media/event_1.png' });
    const create = vi.fn((input: EventInput) => Promise.resolve(savedFrom(input)));
    globalThis.URL.createObjectURL = vi.fn(() => 'blob:preview');
    globalThis.URL.revokeObjectURL = vi.fn();
    setup({ events: { create }, images: { upload } }, []);
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog);
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['png'], 'poster.png', { type: 'image/png' }));
    expect(within(dialog).getByRole('img', { name: 'Chosen image poster.png' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change Image' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.eventCreated);
    expect(upload).toHaveBeenCalledWith('event', expect.any(File));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ image_url: '/media/event_1.png' }));
  });

  it('drops a failed image upload and still saves with the existing image', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    globalThis.URL.createObjectURL = vi.fn(() => 'blob:preview');
    globalThis.URL.revokeObjectURL = vi.fn();
    const update = vi.fn((id: string, input: EventInput) => Promise.resolve(savedFrom(input, id)));
    setup({ events: { update }, images: { upload: vi.fn().mockRejectedValue(new Error('disk full')) } });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit Summer Seminar' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    await user.upload(
      dialog.querySelector('input[type=file]') as HTMLInputElement,
      new File(['png'], 'poster.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update Event' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.eventUpdated);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.eventImageUploadFailed);
    expect(update).toHaveBeenCalledWith('e1', expect.objectContaining({ image_url: seminar.image_url }));
  });

  it('refuses event images that are not images or are over 5 MB, and can remove the image', async () => {
    setup();
    const user = userEvent.setup({ applyAccept: false, delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit Summer Seminar' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.onlyImages);
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: MAX_IMAGE_BYTES + 1 });
    await user.upload(input, big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.imageTooLarge);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Image' }));
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload Image' })).toBeInTheDocument();
  });

  it('Cancel closes the form without saving', async () => {
    const backend = setup({}, []);
    const { user, dialog } = await openCreateForm();
    await user.type(within(dialog).getByLabelText('Event Title *'), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.events.create).not.toHaveBeenCalled();
  });
});
