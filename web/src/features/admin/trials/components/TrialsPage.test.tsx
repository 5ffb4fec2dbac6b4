import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleTrialBooking } from '@studio/core/trials/trialFixtures';
import type { TrialBooking, TrialRegister } from '@studio/core/trials/trials';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend, TrialAdmin } from '@/backend/port.ts';
import { BackendError } from '@/backend/errors.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { SignedInStaffContext } from '../../shared/api/signedInStaff.ts';
import { renderAdmin } from '../../testing/renderAdmin.tsx';
import { TrialsPage } from './TrialsPage.tsx';

/** Sam's trial of Boxing at St Helens on Wednesday 2 December 2026. */
const booking = (overrides: Partial<TrialBooking> = {}): TrialBooking =>
  sampleTrialBooking({
    occurrenceKey: 'boxing.session-2.2026-12-02',
    classSlug: 'boxing',
    className: 'Boxing',
    site: 'St Helens',
    day: '2026-12-02',
    startsAt: '2026-12-02T18:00:00.000Z',
    endsAt: '2026-12-02T19:00:00.000Z',
    ...overrides,
  });

const sites = (aintree: number, stHelens: number) => ({ Aintree: aintree, 'St Helens': stHelens });

function registerOf(held: TrialBooking, day = '2026-12-02'): TrialRegister {
  return {
    day,
    site: 'St Helens',
    sessions: [
      {
        key: held.occurrenceKey,
        className: 'Boxing',
        start: '18:00',
        end: '19:00',
        places: 3,
        booked: 1,
        off: null,
        bookings: [held],
      },
    ],
    week: Array.from({ length: 7 }, (_, offset) => {
      const date = `2026-12-0${2 + offset}`;
      return offset === 0 ? { day: date, booked: 3, sites: sites(2, 1) } : { day: date, booked: 0, sites: sites(0, 0) };
    }),
  };
}

function setup(trials: Partial<TrialAdmin>, role: 'owner' | 'staff' = 'staff') {
  const backend: Backend = {
    ...fakeBackend(),
    trials: {
      register: vi.fn(),
      setOutcome: vi.fn().mockResolvedValue(undefined),
      cancel: vi.fn().mockResolvedValue(undefined),
      exportCsv: vi.fn().mockResolvedValue(''),
      findByEmail: vi.fn().mockResolvedValue([]),
      setSettings: vi.fn(),
      wouldCancel: vi.fn().mockResolvedValue([]),
      ...trials,
    },
    mail: { status: vi.fn().mockResolvedValue({ setUp: false, warning: 'E-mail is not set up: set SMTP_URL.' }) },
  };
  renderAdmin(
    <SignedInStaffContext value={{ email: 'coach@example.com', role, mustChangePassword: false }}>
      <TrialsPage />
    </SignedInStaffContext>,
    { backend, path: '/admin/trials' },
  );
  return backend;
}

describe('TrialsPage', () => {
  afterEach(() => vi.useRealTimers());

  it('opens where the backend says the next bookings are, with both sites in the week', async () => {
    const register = vi
      .fn()
      .mockResolvedValue({ register: registerOf(booking()), settings: { thanks: true, missed: true } });
    setup({ register });
    expect(await screen.findByRole('heading', { name: 'Wednesday 2 December 2026 at St Helens' })).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith(undefined, undefined);
    const week = screen.getByRole('navigation', { name: 'The next 7 days' });
    expect(within(week).getByRole('button', { name: /Wed 2 Dec: 3 trials Aintree 2 · St Helens 1/ })).toHaveAttribute(
      'aria-current',
      'date',
    );
    // A day at the other site only: it opens there.
    await userEvent.setup({ delay: null }).click(within(week).getByRole('button', { name: /Thu 3 Dec/ }));
    await waitFor(() => expect(register).toHaveBeenLastCalledWith('2026-12-03', 'St Helens'));
  });

  it('says why attendance cannot be marked before the session starts', async () => {
    const future = booking({ startsAt: '2099-12-02T18:00:00.000Z', endsAt: '2099-12-02T19:00:00.000Z' });
    setup({
      register: vi.fn().mockResolvedValue({ register: registerOf(future), settings: { thanks: true, missed: true } }),
    });
    const attended = await screen.findByRole('button', { name: 'Attended' });
    expect(attended).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No-show' })).toBeDisabled();
    expect(
      screen.getByText('Attendance can be marked from the start of the session (6:00pm on Wednesday 2 December 2026).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
  });

  it('marks attendance from the start, by keyboard, and confirms it briefly', async () => {
    const started = booking({ startsAt: '2020-12-02T18:00:00.000Z', endsAt: '2020-12-02T19:00:00.000Z' });
    const setOutcome = vi.fn().mockResolvedValue(undefined);
    setup({
      register: vi.fn().mockResolvedValue({ register: registerOf(started), settings: { thanks: true, missed: true } }),
      setOutcome,
    });
    const attended = await screen.findByRole('button', { name: 'Attended' });
    attended.focus();
    await userEvent.setup({ delay: null }).keyboard('{Enter}');
    expect(setOutcome).toHaveBeenCalledWith('b1', 'attended');
    expect(await screen.findByRole('status')).toHaveTextContent('Sam Taylor: Attended');
  });

  it("shows the backend's refusal", async () => {
    const started = booking({ startsAt: '2020-12-02T18:00:00.000Z', endsAt: '2020-12-02T19:00:00.000Z' });
    setup({
      register: vi.fn().mockResolvedValue({ register: registerOf(started), settings: { thanks: true, missed: true } }),
      setOutcome: vi.fn().mockRejectedValue(new BackendError('conflict', 'Attendance can be marked from 6:00pm.')),
    });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'No-show' }));
    expect(await screen.findByText('Attendance can be marked from 6:00pm.')).toBeInTheDocument();
  });

  it('warns Owners that e-mail is not set up, and not Staff', async () => {
    const answer = { register: registerOf(booking()), settings: { thanks: true, missed: true } };
    setup({ register: vi.fn().mockResolvedValue(answer) }, 'owner');
    expect(await screen.findByText('E-mail is not set up: set SMTP_URL.')).toBeInTheDocument();
  });
});
