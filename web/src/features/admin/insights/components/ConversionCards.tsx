import type { FunnelRow, InsightsReport } from '@studio/core/insights/insightsReport';
import { CLICK_LABELS, formatCount, formatRate } from '../insightsFormat.ts';
import { InsightsCard } from './InsightsCard.tsx';
import { InsightsTable, type InsightsColumn } from './InsightsTable.tsx';

/** A page enquiries or trials were sent from, with how many of each. */
interface SentFromRow {
  path: string;
  enquiries: number;
  trials: number;
}
type ClickRow = InsightsReport['clicks'][number];

const FUNNEL_COLUMNS: InsightsColumn<FunnelRow>[] = [
  { label: 'Class', wraps: true, cell: (row) => row.className },
  { label: 'Class page visitors', numeric: true, cell: (row) => formatCount(row.visitors) },
  { label: 'Trials booked', numeric: true, cell: (row) => formatCount(row.trials) },
  { label: 'Messages sent', numeric: true, cell: (row) => formatCount(row.enquiries) },
  { label: 'Rate', numeric: true, cell: (row) => (row.rate === null ? 'No visitors' : formatRate(row.rate)) },
];

const SENT_FROM_COLUMNS: InsightsColumn<SentFromRow>[] = [
  { label: 'Page', wraps: true, cell: (row) => row.path },
  { label: 'Enquiries', numeric: true, cell: (row) => formatCount(row.enquiries) },
  { label: 'Trials booked', numeric: true, cell: (row) => formatCount(row.trials) },
];

const CLICK_COLUMNS: InsightsColumn<ClickRow>[] = [
  { label: 'Link', cell: (row) => CLICK_LABELS[row.goal] },
  { label: 'Clicks', numeric: true, cell: (row) => formatCount(row.count) },
];

/** The pages enquiries and trials were sent from, most first. */
function sentFrom(goalPages: InsightsReport['goalPages']): SentFromRow[] {
  const rows = new Map<string, SentFromRow>();
  for (const { goal, path, count } of goalPages) {
    if (goal !== 'contact' && goal !== 'trial') continue;
    const row = rows.get(path) ?? { path, enquiries: 0, trials: 0 };
    if (goal === 'contact') row.enquiries += count;
    else row.trials += count;
    rows.set(path, row);
  }
  return [...rows.values()].sort(
    (a, b) => b.enquiries + b.trials - (a.enquiries + a.trials) || a.path.localeCompare(b.path),
  );
}

/** The funnel of each class: visitors to its page, and the trials booked and messages sent from them. */
export function ClassFunnel({ report }: { report: InsightsReport }) {
  return (
    <InsightsCard
      title="Classes: from visit to trial or message"
      intro="Class page visitors → Trials booked / Messages sent, and the rate: trials and messages for every visitor."
      wide
    >
      {(headingId) => (
        <InsightsTable
          labelledBy={headingId}
          columns={FUNNEL_COLUMNS}
          rows={report.funnel}
          rowKey={(row) => row.classSlug}
          empty="No classes."
        />
      )}
    </InsightsCard>
  );
}

/** The pages enquiries and trials were sent from. */
export function SentFrom({ report }: { report: InsightsReport }) {
  return (
    <InsightsCard title="Where enquiries and trials came from" intro="The page each was sent from." wide>
      {(headingId) => (
        <InsightsTable
          labelledBy={headingId}
          columns={SENT_FROM_COLUMNS}
          rows={sentFrom(report.goalPages)}
          rowKey={(row) => row.path}
          empty="No enquiries or trials in this period."
        />
      )}
    </InsightsCard>
  );
}

/** Clicks on Join Today, the member portal, the phone number and the e-mail address. */
export function Clicks({ report }: { report: InsightsReport }) {
  return (
    <InsightsCard
      title="Clicks"
      intro="Clicks on Join Today, the member portal, the phone number and the e-mail address."
    >
      {(headingId) => (
        <InsightsTable
          labelledBy={headingId}
          columns={CLICK_COLUMNS}
          rows={report.clicks}
          rowKey={(row) => row.goal}
          empty="No clicks in this period."
        />
      )}
    </InsightsCard>
  );
}
