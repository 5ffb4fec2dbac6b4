import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@studio/core/shared/messages';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/errors.ts';
import { BackendProvider } from '@/backend/BackendProvider.tsx';
import type { Backend } from '@/backend/port.ts';
import { classNames } from '@/content/classes.ts';
import { GOAL_EVENT } from '@/insights/insightsPage.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { ContactForm } from './ContactForm.tsx';

function renderForm(backend: Backend, props: Parameters<typeof ContactForm>[0] = {}) {
  render(
    <MemoryRouter>
      <BackendProvider backend={backend}>
        <ContactForm {...props} />
      </BackendProvider>
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Sam Taylor');
  await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '07700 900123');
  await user.selectOptions(screen.getByLabelText(/Class interest/), 'Thai Boxing');
  await user.type(screen.getByLabelText(/^Message/), 'Can I try a class on Tuesday?');
}

describe('ContactForm', { timeout: 20_000 }, () => {
  it('shows a field-level error for each missing or invalid field and sends nothing', async () => {
    const backend = fakeBackend();
    const user = renderForm(backend);
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(backend.contact.submit).not.toHaveBeenCalled();
  });

  it('puts the focus on the first field with a problem, in the order the fields are shown', async () => {
    const user = renderForm(fakeBackend());
    await user.type(screen.getByLabelText(/^Name/), 'Sam');
    await user.type(screen.getByLabelText(/^Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Please enter your email address');
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter your email address');
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('says nothing while the visitor types before a send, and takes a message away as its field is put right', async () => {
    const user = renderForm(fakeBackend());
    await user.type(screen.getByLabelText(/^Email/), 'sam@');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Please enter a valid email address');
    await user.type(screen.getByLabelText(/^Email/), 'example.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'false');
    // The other fields keep theirs until they change or the form is sent again.
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
  });

  it('says under the Send button what the details are used for, linking the privacy notice', () => {
    renderForm(fakeBackend());
    const line = screen.getByText(/We use your details only to answer your message\./);
    expect(line).toHaveTextContent('We use your details only to answer your message. Privacy notice');
    expect(within(line).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('button', { name: 'Send Message' }).compareDocumentPosition(line)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('offers the eight classes, and no class at all', () => {
    renderForm(fakeBackend());
    const options = within(screen.getByLabelText(/Class interest/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['No particular class', ...classNames]);
    expect(classNames).toHaveLength(8);
  });

  it('sends the message, shows the busy state, then thanks the visitor and clears the form', async () => {
    let finish: () => void = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const backend = fakeBackend({ contact: { submit } });
    const user = renderForm(backend);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(submit).toHaveBeenCalledWith({
      name: 'Sam Taylor',
      email: 'sam@example.com',
      phone: '07700 900123',
      class_interest: 'Thai Boxing',
      message: 'Can I try a class on Tuesday?',
      website: '',
    });

    finish();
    expect(await screen.findByText(messages.contactSent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('leaves optional fields out when they are empty', async () => {
    const backend = fakeBackend();
    const user = renderForm(backend);
    await user.type(screen.getByLabelText(/^Name/), 'Sam');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(messages.contactSent);
    expect(backend.contact.submit).toHaveBeenCalledWith({
      name: 'Sam',
      email: 'sam@example.com',
      phone: undefined,
      class_interest: undefined,
      message: 'Hello',
      website: '',
    });
  });

  it('tells studio insights a message was sent, once it has been, and not when sending fails', async () => {
    const goals: unknown[] = [];
    const listen = (event: Event) => goals.push((event as CustomEvent).detail);
    addEventListener(GOAL_EVENT, listen);
    try {
      const submit = vi.fn().mockRejectedValueOnce(new BackendError('unavailable', 'Cannot reach the server.'));
      const user = renderForm(fakeBackend({ contact: { submit } }));
      await fillIn(user);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      await screen.findByRole('alert');
      expect(goals).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      await screen.findByText(messages.contactSent);
      expect(goals).toEqual(['contact']);
    } finally {
      removeEventListener(GOAL_EVENT, listen);
    }
  });

  it('shows the general apology when sending fails, and keeps what was typed', async () => {
    const backend = fakeBackend({
      contact: { submit: vi.fn().mockRejectedValue(new BackendError('unavailable', 'Cannot reach the server.')) },
    });
    const user = renderForm(backend);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.contactFailed);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Sam Taylor');
  });

  it("shows the server's own words when it refuses the message", async () => {
    const submit = vi
      .fn()
      .mockRejectedValueOnce(new BackendError('rate-limited', messages.contactRateLimited, 429))
      .mockRejectedValueOnce(new BackendError('invalid', 'Please enter a valid email address', 400));
    const user = renderForm(fakeBackend({ contact: { submit } }));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.contactRateLimited);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address'));
  });

  it('preselects the class of a class page and keeps it after sending', async () => {
    const user = renderForm(fakeBackend(), { defaultClassInterest: 'Boxing', idPrefix: 'boxing-contact' });
    const select = screen.getByLabelText(/Class interest/);
    expect(select).toHaveValue('Boxing');
    expect(select).toHaveAttribute('id', 'boxing-contact-class_interest');
    await user.type(screen.getByLabelText(/^Name/), 'Sam');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Message/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(messages.contactSent);
    expect(screen.getByLabelText(/Class interest/)).toHaveValue('Boxing');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('has a hidden honeypot that people and keyboards skip', () => {
    renderForm(fakeBackend());
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('Leave this field empty', { selector: 'label' })).toBeInTheDocument();
  });
});
