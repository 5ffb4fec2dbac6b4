import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatSubmissionDate } from '@studio/core/format';
import { messages } from '@studio/core/messages';
import type { ContactSubmission } from '@studio/core/submissions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { deferred, renderAdmin } from '../../testing/renderAdmin.tsx';
import { SubmissionsPage } from './SubmissionsPage.tsx';

const LONG_MESSAGE = 'I would like to know more about the kids classes on Saturday mornings.\nWe are free after ten.';

const amira: ContactSubmission = {
  id: 's1',
  name: 'Amira Khan',
  email: 'amira@example.com',
  phone: '07700 900123',
  class_interest: 'Kids Classes',
  message: LONG_MESSAGE,
  read: false,
  created_at: '2025-03-04T18:30:00.000Z',
};
const tom: ContactSubmission = {
  id: 's2',
  name: 'Tom Hughes',
  email: 'tom@example.com',
  phone: null,
  class_interest: null,
  message: 'Do you have parking?',
  read: true,
  created_at: '2025-03-01T09:05:00.000Z',
};

function setup(list: ContactSubmission[] = [amira, tom], setRead = vi.fn()) {
  const backend = fakeBackend({ submissions: { list: vi.fn().mockResolvedValue(list), setRead } });
  renderAdmin(<SubmissionsPage />, { backend });
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
      await user.click(screen.getByRole('button', { name: 'Back to Messages' }));
      expect(screen.getByRole('heading', { name: 'Messages (2)' })).toBeInTheDocument();
      expect(screen.queryByText('Select a message to view details')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: /Amira Khan/ })).toHaveFocus());
    });
  });
});
