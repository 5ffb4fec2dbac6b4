import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  insightsMessages,
  insightsRange,
  type InsightsPeriod,
  type InsightsReport,
} from '@studio/core/insights/insightsReport';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/errors.ts';
import type { Backend, InsightsAdmin } from '@/backend/port.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { SignedInStaffContext } from '../../shared/api/signedInStaff.ts';
import { deferred, renderAdmin } from '../../testing/renderAdmin.tsx';
import { InsightsPage } from './InsightsPage.tsx';

const TODAY = '2026-11-30';

/** A week with visitors, from 24 to 30 November 2026, compared with the week before. */
function sampleReport(overrides: Partial<InsightsReport> = {}, period: InsightsPeriod = '7d'): InsightsReport {
  const range = insightsRange(period, TODAY);
  if ('error' in range) throw new Error(range.error);
  return {
    range,
    visitors: { value: 1234, previous: 1100, change: 0.1218 },
    pageViews: { value: 5678, previous: 6000, change: -0.0537 },
    enquiries: { value: 4, previous: 0, change: null },
    trials: { value: 3, previous: 3, change: 0 },
    daily: Array.from({ length: 7 }, (_, index) => ({
      day: `2026-11-${24 + index}`,
      visitors: 100 + index,
      pageViews: 1000 + index * 10,
    })),
    topPages: [
      { path: '/', visitors: 900, pageViews: 2100 },
      { path: '/classes/boxing', visitors: 300, pageViews: 640 },
    ],
    referrers: [{ host: 'www.google.com', pageViews: 321 }],
    campaigns: [{ campaign: 'facebook / social / spring', pageViews: 45 }],
    devices: [
      { device: 'phone', visitors: 750 },
      { device: 'tablet', visitors: 50 },
      { device: 'desktop', visitors: 200 },
    ],
    goalPages: [
      { goal: 'contact', path: '/classes/boxing', count: 2 },
      { goal: 'trial', path: '/trial', count: 3 },
      { goal: 'contact', path: '/', count: 2 },
    ],
    clicks: [
      { goal: 'join', count: 12 },
      { goal: 'portal', count: 5 },
      { goal: 'phone', count: 2 },
      { goal: 'email', count: 0 },
    ],
    funnel: [
      { classSlug: 'boxing', className: 'Boxing', visitors: 300, trials: 3, enquiries: 2, rate: 5 / 300 },
      { classSlug: 'kickboxing', className: 'Kickboxing', visitors: 0, trials: 0, enquiries: 0, rate: null },
    ] as InsightsReport['funnel'],
    speed: [
      { route: '/', device: 'phone', metric: 'lcp', p75: 2300, band: 'good', samples: 120 },
      { route: '/', device: 'phone', metric: 'inp', p75: 260, band: 'needs improvement', samples: 80 },
      { route: '/', device: 'phone', metric: 'cls', p75: 0.3, band: 'poor', samples: 120 },
      { route: '/timetable', device: 'desktop', metric: 'lcp', p75: 1200, band: 'good', samples: 4 },
    ],
    ...overrides,
  };
}

const emptyReport = () =>
  sampleReport({
    visitors: { value: 0, previous: 0, change: null },
    pageViews: { value: 0, previous: 0, change: null },
    enquiries: { value: 0, previous: 0, change: null },
    trials: { value: 0, previous: 0, change: null },
    topPages: [],
    speed: [],
  });

function setup({
  insights = {},
  role = 'owner',
  search = '',
}: { insights?: Partial<InsightsAdmin>; role?: 'owner' | 'staff'; search?: string } = {}) {
  const group: InsightsAdmin = {
    // The sample's numbers, for the days of the period asked for.
    report: vi.fn(async (period: InsightsPeriod) => sampleReport({}, period)),
    settings: vi.fn().mockResolvedValue({ staffCanSee: true }),
    setSettings: vi.fn(async (settings) => settings),
    ...insights,
  };
  const backend: Backend = { ...fakeBackend(), insights: group };
  const view = renderAdmin(
    <SignedInStaffContext value={{ email: `${role}@example.com`, role, mustChangePassword: false }}>
      <InsightsPage today={TODAY} />
    </SignedInStaffContext>,
    { backend, path: '/admin/insights', search },
  );
  return { ...view, insights: group, user: userEvent.setup({ delay: null }) };
}

const figure = (name: string) => screen.getByRole('group', { name });

describe('InsightsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the four figures, en-GB, each with its change on the period before', async () => {
    const { insights } = setup({ search: '?period=7d' });
    expect(await screen.findByRole('group', { name: 'Visitors' })).toHaveTextContent('1,234');
    expect(insights.report).toHaveBeenCalledWith('7d');
    expect(figure('Visitors')).toHaveTextContent('+12% on the previous 7 days');
    expect(figure('Page views')).toHaveTextContent('5,678');
    expect(figure('Page views')).toHaveTextContent('−5% on the previous 7 days');
    expect(figure('Enquiries')).toHaveTextContent('4none before');
    expect(figure('Trials booked')).toHaveTextContent('No change on the previous 7 days');
    expect(screen.getByText(/24 Nov 2026 to 30 Nov 2026, compared with 17 Nov 2026 to 23 Nov 2026/)).toBeVisible();
  });

  it('opens on the last 30 days, and a period chosen asks for its report and goes into the address', async () => {
    const { insights, router, user } = setup();
    await screen.findByRole('group', { name: 'Visitors' });
    expect(insights.report).toHaveBeenLastCalledWith('30d');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Last 12 months' }));
    await waitFor(() => expect(insights.report).toHaveBeenLastCalledWith('12m'));
    expect(router.state.location.search).toBe('?period=12m');
    expect(await screen.findByRole('group', { name: 'Visitors' })).toHaveTextContent('on the previous 12 months');
  });

  it('applies a custom range into the address, and a bad one says why with core’s words and changes nothing', async () => {
    const { insights, router, user } = setup({ search: '?period=7d' });
    await screen.findByRole('group', { name: 'Visitors' });
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveValue('2026-11-24');

    await user.clear(from);
    await user.type(from, '2026-11-20');
    await user.clear(to);
    await user.type(to, '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(insightsMessages.fromAfterTo);
    expect(from).toHaveAccessibleDescription(insightsMessages.fromAfterTo);
    expect(router.state.location.search).toBe('?period=7d');
    expect(insights.report).toHaveBeenCalledTimes(1);

    await user.clear(to);
    await user.type(to, '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(insights.report).toHaveBeenLastCalledWith({ from: '2026-11-20', to: '2026-11-25' }));
    expect(router.state.location.search).toBe('?from=2026-11-20&to=2026-11-25');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Visitors' })).toHaveTextContent('on the previous 6 days');
  });

  it('reads a custom range from the address, and says what is wrong with one in the future', async () => {
    const { insights } = setup({ search: '?from=2026-11-01&to=2026-12-05' });
    expect(await screen.findByRole('alert')).toHaveTextContent(insightsMessages.future);
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    expect(insights.report).not.toHaveBeenCalled();
  });

  it('shows the daily chart with a title and a description, and the same numbers as a table', async () => {
    const { user } = setup({ search: '?period=7d' });
    const chart = await screen.findByRole('figure', { name: 'Daily visitors' });
    expect(chart).toHaveAccessibleDescription(/Visitors and page views each day, 24 Nov 2026 to 30 Nov 2026/);
    expect(chart).toHaveAccessibleDescription(/The most visitors in a day: 106, on Mon 30 Nov\./);

    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Daily visitors' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[0]).toHaveTextContent('DayVisitorsPage views');
    expect(rows[1]).toHaveTextContent('Tue 24 Nov1001,000');
    expect(rows[7]).toHaveTextContent('Mon 30 Nov1061,060');
  });

  it('lists top pages, referrers, campaigns, devices with their share, the class funnel and clicks', async () => {
    setup();
    const pages = await screen.findByRole('table', { name: 'Top pages' });
    expect(within(pages).getAllByRole('row')[1]).toHaveTextContent('/9002,100');
    expect(screen.getByRole('table', { name: 'Referrers' })).toHaveTextContent('www.google.com321');
    expect(screen.getByRole('table', { name: 'Campaigns' })).toHaveTextContent('facebook / social / spring45');
    const devices = within(screen.getByRole('table', { name: 'Devices' })).getAllByRole('row');
    expect(devices.map((row) => row.textContent)).toEqual([
      'DeviceVisitorsShare',
      'Phone75075%',
      'Tablet505%',
      'Desktop20020%',
    ]);
    const funnel = screen.getByRole('table', { name: 'Classes: from visit to trial or message' });
    expect(within(funnel).getAllByRole('row')[1]).toHaveTextContent('Boxing300321.7%');
    expect(within(funnel).getAllByRole('row')[2]).toHaveTextContent('Kickboxing000No visitors');
    const sentFrom = within(screen.getByRole('table', { name: 'Where enquiries and trials came from' }));
    expect(sentFrom.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'PageEnquiriesTrials booked',
      '/trial03',
      '/20',
      '/classes/boxing20',
    ]);
    expect(screen.getByRole('table', { name: 'Clicks' })).toHaveTextContent('Join Today12');
  });

  it('shows site speed per page and device with the band in words, the unit and the samples', async () => {
    setup();
    const speed = await screen.findByRole('table', { name: 'Site speed' });
    const [header, home, timetable] = within(speed).getAllByRole('row');
    expect(header).toHaveTextContent('PageDeviceLCP (p75)INP (p75)CLS (p75)');
    const cells = within(home!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/^\/$/);
    expect(cells[1]).toHaveTextContent('Phone');
    expect(cells[2]).toHaveTextContent('2,300 msGood120 samples');
    expect(cells[3]).toHaveTextContent('260 msNeeds improvement80 samples');
    expect(cells[4]).toHaveTextContent('0.30Poor120 samples');
    const few = within(timetable!).getAllByRole('cell');
    expect(few[0]).toHaveTextContent('/timetableFew samples (fewer than 10): an early sign only');
    expect(few[2]).toHaveTextContent('1,200 msGood4 samples');
    expect(few[3]).toHaveTextContent('No samples');
  });

  it('says when nothing was counted, and where visits are counted from', async () => {
    setup({ insights: { report: vi.fn().mockResolvedValue(emptyReport()) } });
    expect(await screen.findByText('No visits were counted in this period.')).toBeVisible();
    expect(screen.getByText(/counted from the public pages only, without cookies/)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Visitors' })).not.toBeInTheDocument();
  });

  it('shows a named progress while loading, and an error with Try again', async () => {
    const first = deferred<InsightsReport>();
    const report = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue(sampleReport());
    const { user } = setup({ insights: { report } });
    expect(screen.getByRole('progressbar', { name: 'Loading Insights' })).toBeInTheDocument();
    first.reject(new BackendError('unavailable', 'The server cannot be reached. Please try again.'));
    expect(await screen.findByText('The server cannot be reached. Please try again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Visitors' })).toHaveTextContent('1,234');
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('tells Staff without access that Owners can let them see Insights, without the switch or the periods', async () => {
    setup({
      role: 'staff',
      insights: { report: vi.fn().mockRejectedValue(new BackendError('forbidden', 'Only an Owner can do this.')) },
    });
    expect(
      await screen.findByText('Only Owners can see Insights here. An Owner can let Staff see them.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Last 7 days' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Staff can see Insights' })).not.toBeInTheDocument();
  });

  it('lets an Owner turn off Staff access, with a confirmation', async () => {
    const { insights, user } = setup();
    const toggle = await screen.findByRole('switch', { name: 'Staff can see Insights' });
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    expect(insights.setSettings).toHaveBeenCalledWith({ staffCanSee: false });
    expect(await screen.findByText('Only Owners can see Insights now')).toBeVisible();
    expect(toggle).not.toBeChecked();
  });

  it('shows Staff with access the report but not the switch', async () => {
    const { insights } = setup({ role: 'staff' });
    expect(await screen.findByRole('group', { name: 'Visitors' })).toHaveTextContent('1,234');
    expect(screen.queryByRole('switch', { name: 'Staff can see Insights' })).not.toBeInTheDocument();
    expect(insights.settings).not.toHaveBeenCalled();
  });
});
