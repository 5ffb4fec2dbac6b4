import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatSubmissionDate } from '@studio/core/shared/format';
import { messages } from '@studio/core/shared/messages';
import type { ContactSubmission } from '@studio/core/enquiries/submissions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/backend/port.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { amira, LONG_MESSAGE, tom } from '../../testing/contactMessages.ts';
import { deferred, renderAdmin } from '../../testing/renderAdmin.tsx';
import { SubmissionsPage } from './SubmissionsPage.tsx';

function setup(
  list: ContactSubmission[] = [amira, tom],
  setRead = vi.fn(),
  overrides: Partial<Backend['submissions']> = {},
  search = '',
) {
  const backend = fakeBackend({ submissions: { list: vi.fn().mockResolvedValue(list), setRead, ...overrides } });
  renderAdmin(<SubmissionsPage />, { backend, search });
  return backend;
}

// Screens with many MUI parts render slowly under jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('SubmissionsPage', () => {
  it('shows a spinner while loading', async () => {
    const pending = deferred<ContactSubmission[]>();
    renderAdmin(<SubmissionsPage />, {
      backend: fakeBackend({ submissions: { list: vi.fn().mockReturnValue(pending.promise) } }),
    });
    expect(screen.getByRole('heading', { name: 'Contact Form Submissions' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading contact submissions' })).toBeInTheDocument();
  });

  it('shows the red banner when submissions cannot be loaded', async () => {
    renderAdmin(<SubmissionsPage />, {
      backend: fakeBackend({ submissions: { list: vi.fn().mockRejectedValue(new Error('down')) } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.submissionsLoadFailed);
  });

  it('says so when there are no submissions', async () => {
    setup([]);
    expect(await screen.findByText('No submissions yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages (0)' })).toBeInTheDocument();
    expect(screen.getByText('Select a message to view details')).toBeInTheDocument();
  });

  it('lists each message with its fields, a 60-character preview and the unread mark', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Messages (2)' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('button', { name: /Amira Khan|Tom Hughes/ });
    expect(first).toHaveTextContent('Amira Khan (unread)');
    expect(first).toHaveTextContent(formatSubmissionDate(amira.created_at));
    expect(first).toHaveTextContent('amira@example.com');
    expect(first).toHaveTextContent('Kids Classes');
    expect(first).toHaveTextContent(`${LONG_MESSAGE.slice(0, 60)}...`);
    expect(first).not.toHaveTextContent('We are free after ten');
    expect(second).toHaveTextContent('Do you have parking?');
    expect(second).not.toHaveTextContent('...');
    expect(second).not.toHaveTextContent('(unread)');
    expect(getComputedStyle(first!).borderLeftColor).not.toBe(getComputedStyle(second!).borderLeftColor);
  });

  it('opens a message without marking it read, with links and the reply subject', async () => {
    const backend = setup();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Amira Khan/ }));
    const detail = screen.getByRole('region', { name: 'Message Details' });
    expect(screen.getByRole('button', { name: /Amira Khan/ })).toHaveAttribute('aria-current', 'true');
    expect(within(detail).getByRole('link', { name: 'amira@example.com' })).toHaveAttribute(
      'href',
      'mailto:amira@example.com',
    );
    expect(within(detail).getByRole('link', { name: '07700 900123' })).toHaveAttribute('href', 'tel:07700900123');
    expect(within(detail).getByText('Kids Classes')).toBeInTheDocument();
    expect(within(detail).getByText(/We are free after ten/).textContent).toBe(LONG_MESSAGE);
    expect(within(detail).getByRole('link', { name: 'Reply via Email' })).toHaveAttribute(
      'href',
      'mailto:amira@example.com?subject=RE%3A%20Your%20inquiry%20about%20Kids%20Classes',
    );
    expect(within(detail).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:07700900123');
    expect(within(detail).getByRole('button', { name: 'Mark as Read' })).toBeInTheDocument();
    expect(backend.submissions.setRead).not.toHaveBeenCalled();
  });

  it("uses the studio's classes in the subject and offers no Call without a phone", async () => {
    setup();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: /Tom Hughes/ }));
    const detail = screen.getByRole('region', { name: 'Message Details' });
    expect(within(detail).getByRole('link', { name: 'Reply via Email' })).toHaveAttribute(
      'href',
      `mailto:tom@example.com?subject=${encodeURIComponent("RE: Your inquiry about The Martial Arts Studio's classes")}`,
    );
    expect(within(detail).queryByRole('link', { name: 'Call' })).not.toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Mark as Unread' })).toBeInTheDocument();
  });

  it('the read toggle updates both the list and the detail', async () => {
    const setRead = vi.fn((id: string, read: boolean) => Promise.resolve({ ...amira, id, read }));
    setup([amira, tom], setRead);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Amira Khan/ }));
    await user.click(screen.getByRole('button', { name: 'Mark as Read' }));
    expect(await screen.findByRole('button', { name: 'Mark as Unread' })).toBeInTheDocument();
    expect(setRead).toHaveBeenCalledWith('s1', true);
    expect(screen.getByRole('button', { name: /Amira Khan/ })).not.toHaveTextContent('(unread)');
    await user.click(screen.getByRole('button', { name: 'Mark as Unread' }));
    expect(await screen.findByRole('button', { name: 'Mark as Read' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Amira Khan/ })).toHaveTextContent('(unread)');
  });

  it('logs a failed read toggle and leaves the state as it was', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup([amira], vi.fn().mockRejectedValue(new Error('offline')));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Amira Khan/ }));
    await user.click(screen.getByRole('button', { name: 'Mark as Read' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Mark as Read' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    beforeEach(() => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        media: query,
        matches: query.includes('max-width'),
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }));
    });
    afterEach(() => vi.unstubAllGlobals());

    it('shows the list, then the details with a way back', async () => {
      setup();
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: /Amira Khan/ }));
      expect(screen.queryByRole('heading', { name: /Messages/ })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Message Details' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Back to messages' }));
      expect(screen.getByRole('heading', { name: 'Messages (2)' })).toBeInTheDocument();
      expect(screen.queryByText('Select a message to view details')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: /Amira Khan/ })).toHaveFocus());
    });

    it('folds the filters behind "Filter", which names the filter in use', async () => {
      setup();
      const user = userEvent.setup({ delay: null });
      const filter = await screen.findByRole('button', { name: 'Filter' });
      expect(filter).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible();
      await user.click(filter);
      expect(filter).toHaveAttribute('aria-expanded', 'true');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'New');
      await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'kids');
      expect(screen.getByRole('button', { name: 'Filter: New, “kids”' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Messages (1)' })).toBeInTheDocument();
    });

    it('shows an opened message at the top of the screen, and goes back to the same place in the list', async () => {
      const scrollTo = vi.fn();
      vi.stubGlobal('scrollTo', scrollTo);
      vi.stubGlobal('scrollY', 640);
      setup();
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: /Tom Hughes/ }));
      // The message is the whole view: no filters, list or retention line above it.
      expect(screen.queryByRole('button', { name: /^Filter/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/Messages are deleted automatically/)).not.toBeInTheDocument();
      expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));
      await user.click(screen.getByRole('button', { name: 'Back to messages' }));
      expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 640 }));
      expect(screen.getByRole('button', { name: /Tom Hughes/ })).toHaveFocus();
    });

    it('wraps a long name with no spaces instead of hiding the date', async () => {
      const long = { ...tom, name: 'Bartholomew-Fitzgerald-Montgomery-Worthington-Smythe' };
      setup([long]);
      const name = await screen.findByText(long.name);
      expect(getComputedStyle(name).overflowWrap).toBe('anywhere');
      expect(getComputedStyle(name).minWidth).toBe('0px');
    });
  });

  describe('as a pipeline', () => {
    it('states the retention policy and opens the message named in the address', async () => {
      setup([amira, tom], vi.fn(), {}, '?message=s2');
      expect(await screen.findByText('Messages are deleted automatically after 12 months')).toBeInTheDocument();
      const detail = await screen.findByRole('region', { name: 'Message Details' });
      expect(within(detail).getByText('Tom Hughes')).toBeInTheDocument();
      expect(within(detail).getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
      expect(within(detail).queryByText(/^E-mail /)).not.toBeInTheDocument();
    });

    it('changes the status, shows the e-mail state, and adds a note', async () => {
      const setStatus = vi.fn((id: string, status: ContactSubmission['status']) =>
        Promise.resolve({ ...amira, id, status }),
      );
      const addNote = vi.fn((_id: string, text: string) =>
        Promise.resolve({ id: 'n1', text, author: 'coach@example.com', created_at: '2025-03-05T10:00:00.000Z' }),
      );
      setup([amira, tom], vi.fn(), { setStatus, addNote });
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: /Amira Khan/ }));
      const detail = screen.getByRole('region', { name: 'Message Details' });
      expect(within(detail).getByText('E-mail sent')).toBeInTheDocument();
      await user.selectOptions(within(detail).getByRole('combobox', { name: 'Status' }), 'Trial booked');
      expect(setStatus).toHaveBeenCalledWith('s1', 'trial_booked');
      await waitFor(() => expect(within(detail).getByRole('combobox', { name: 'Status' })).toHaveValue('trial_booked'));

      await user.click(within(detail).getByRole('button', { name: 'Add note' }));
      expect(await within(detail).findByText('Please write a note')).toBeInTheDocument();
      expect(addNote).not.toHaveBeenCalled();
      await user.type(within(detail).getByRole('textbox', { name: 'Add note' }), 'Booked for Tuesday');
      await user.click(within(detail).getByRole('button', { name: 'Add note' }));
      expect(await within(detail).findByText('Booked for Tuesday')).toBeInTheDocument();
      expect(
        within(detail).getByText(`coach@example.com, ${formatSubmissionDate('2025-03-05T10:00:00.000Z')}`),
      ).toBeInTheDocument();
      expect(addNote).toHaveBeenCalledWith('s1', 'Booked for Tuesday');
    });

    it('confirms each change briefly, and a status change or a note marks the message read', async () => {
      const setStatus = vi.fn((id: string, status: ContactSubmission['status']) =>
        Promise.resolve({ ...amira, id, status, read: true }),
      );
      const addNote = vi.fn((_id: string, text: string) =>
        Promise.resolve({ id: 'n1', text, author: 'coach@example.com', created_at: '2025-03-05T10:00:00.000Z' }),
      );
      const setRead = vi.fn((id: string, read: boolean) => Promise.resolve({ ...tom, id, read }));
      setup([amira, tom], setRead, { setStatus, addNote });
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: /Amira Khan/ }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Contacted');
      expect(await screen.findByRole('status')).toHaveTextContent('Status set to Contacted');
      expect(screen.getByRole('button', { name: /Amira Khan/ })).not.toHaveTextContent('(unread)');
      expect(screen.getByRole('button', { name: 'Mark as Unread' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /Tom Hughes/ }));
      await user.type(screen.getByRole('textbox', { name: 'Add note' }), 'Rang back');
      await user.click(screen.getByRole('button', { name: 'Add note' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Note added'));
      await user.click(screen.getByRole('button', { name: 'Mark as Unread' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Marked as unread'));
    });

    it('a note marks an unread message read in the list', async () => {
      const addNote = vi.fn((_id: string, text: string) =>
        Promise.resolve({ id: 'n1', text, author: 'coach@example.com', created_at: '2025-03-05T10:00:00.000Z' }),
      );
      setup([amira, tom], vi.fn(), { addNote });
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: /Amira Khan/ }));
      await user.type(screen.getByRole('textbox', { name: 'Add note' }), 'Left a voicemail');
      await user.click(screen.getByRole('button', { name: 'Add note' }));
      await waitFor(() => expect(screen.getByRole('button', { name: /Amira Khan/ })).not.toHaveTextContent('(unread)'));
    });

    it('searches and filters; the count follows the filter', async () => {
      setup();
      const user = userEvent.setup({ delay: null });
      await screen.findByRole('heading', { name: 'Messages (2)' });
      await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'PARKING');
      expect(screen.getByRole('heading', { name: 'Messages (1)' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Tom Hughes/ })).toBeInTheDocument();
      await user.clear(screen.getByRole('searchbox', { name: 'Search messages' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'New');
      expect(screen.getByRole('heading', { name: 'Messages (1)' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Amira Khan/ })).toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Joined');
      expect(screen.getByText('No messages match these filters.')).toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'All');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by class' }), 'Kids Classes');
      expect(screen.getByRole('heading', { name: 'Messages (1)' })).toBeInTheDocument();
    });

    it('deletes a message only after the confirmation', async () => {
      const remove = vi.fn().mockResolvedValue(undefined);
      setup([amira, tom], vi.fn(), { remove });
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: /Amira Khan/ }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete message' });
      expect(dialog).toHaveTextContent(messages.confirmDeleteMessage);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(remove).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Delete message' })).getByRole('button', { name: 'Delete' }),
      );
      await waitFor(() => expect(remove).toHaveBeenCalledWith('s1'));
      expect(await screen.findByText(messages.messageDeleted)).toBeInTheDocument();
      // The page is hidden from assistive technology until the dialog has closed.
      expect(await screen.findByRole('heading', { name: 'Messages (1)' })).toBeInTheDocument();
      expect(screen.getByText('Select a message to view details')).toBeInTheDocument();
    });

    it('finds every message from one address and erases them after a confirmation', async () => {
      const findByEmail = vi.fn().mockResolvedValue([amira]);
      const eraseByEmail = vi.fn().mockResolvedValue(1);
      setup([amira, tom], vi.fn(), { findByEmail, eraseByEmail });
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: 'Find by e-mail address' }));
      const dialog = screen.getByRole('dialog', { name: 'Find by e-mail address' });
      await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'nope');
      await user.click(within(dialog).getByRole('button', { name: 'Find' }));
      expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
      await user.clear(within(dialog).getByRole('textbox', { name: 'E-mail address' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'AMIRA@example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Find' }));
      expect(await within(dialog).findByText('1 message from AMIRA@example.com')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Erase all' }));
      const confirm = screen.getByRole('dialog', { name: 'Erase messages' });
      expect(confirm).toHaveTextContent(messages.confirmEraseMessages(1, 'AMIRA@example.com'));
      await user.click(within(confirm).getByRole('button', { name: 'Erase' }));
      expect(await within(dialog).findByText('1 message erased')).toBeInTheDocument();
      expect(eraseByEmail).toHaveBeenCalledWith('AMIRA@example.com');
      await user.click(await within(dialog).findByRole('button', { name: 'Close' }));
      expect(await screen.findByRole('heading', { name: 'Messages (1)' })).toBeInTheDocument();
    });
  });
});

describe('SubmissionsPage: free trials', () => {
  const booked = (id: string, day: string, status: 'booked' | 'cancelled', outcome: 'attended' | null = null) =>
    ({
      id,
      className: 'Kickboxing',
      site: 'Aintree',
      day,
      start: '18:00',
      end: '19:00',
      status,
      outcome,
      cancelReason: status === 'cancelled' ? 'Coach away' : null,
    }) as never;

  it('marks an unread booking New, and lists every booking of the person with its state', async () => {
    const enquiry: ContactSubmission = {
      ...tom,
      id: 's3',
      read: false,
      status: 'trial_booked',
      trial: { session: 'Kickboxing, Monday 30 November 2026, 6:00pm - 7:00pm, Aintree', state: 'booked' },
    };
    const findByEmail = vi
      .fn()
      .mockResolvedValue([
        booked('b3', '2026-12-07', 'cancelled'),
        booked('b2', '2026-11-30', 'booked'),
        booked('b1', '2026-11-23', 'booked', 'attended'),
      ]);
    const backend: Backend = {
      ...fakeBackend({ submissions: { list: vi.fn().mockResolvedValue([enquiry, tom]) } }),
      trials: { findByEmail } as unknown as Backend['trials'],
    };
    renderAdmin(<SubmissionsPage />, { backend, search: '?message=s3' });
    const list = await screen.findByRole('list', { name: /Messages/ });
    const items = within(list).getAllByRole('button');
    expect(within(items[0]!).getByText('New')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('New')).not.toBeInTheDocument();
    const detail = screen.getByRole('region', { name: /Message Details/ });
    await waitFor(() => expect(findByEmail).toHaveBeenCalledWith('tom@example.com'));
    const trials = await within(detail).findAllByRole('listitem');
    expect(trials.map((item) => item.textContent)).toEqual([
      'Kickboxing, Monday 7 December 2026, 6:00pm - 7:00pm, Aintree: Cancelled (Coach away)',
      'Kickboxing, Monday 30 November 2026, 6:00pm - 7:00pm, Aintree: Booked',
      'Kickboxing, Monday 23 November 2026, 6:00pm - 7:00pm, Aintree: Attended',
    ]);
  });
});
