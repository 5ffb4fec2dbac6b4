import type { InsightsReport } from '@studio/core/insights/insightsReport';
import { TOP_ROWS } from '@studio/core/insights/insightsReport';
import { DEVICE_LABELS, formatCount, formatPercent } from '../insightsFormat.ts';
import { InsightsCard } from './InsightsCard.tsx';
import { InsightsTable, type InsightsColumn } from './InsightsTable.tsx';

type PageRow = InsightsReport['topPages'][number];
type ReferrerRow = InsightsReport['referrers'][number];
type CampaignRow = InsightsReport['campaigns'][number];
type DeviceRow = InsightsReport['devices'][number] & { share: number | null };

const PAGE_COLUMNS: InsightsColumn<PageRow>[] = [
  { label: 'Page', wraps: true, cell: (row) => row.path },
  { label: 'Visitors', numeric: true, cell: (row) => formatCount(row.visitors) },
  { label: 'Page views', numeric: true, cell: (row) => formatCount(row.pageViews) },
];

const REFERRER_COLUMNS: InsightsColumn<ReferrerRow>[] = [
  { label: 'Site', wraps: true, cell: (row) => row.host },
  { label: 'Page views', numeric: true, cell: (row) => formatCount(row.pageViews) },
];

const CAMPAIGN_COLUMNS: InsightsColumn<CampaignRow>[] = [
  { label: 'Campaign', wraps: true, cell: (row) => row.campaign },
  { label: 'Page views', numeric: true, cell: (row) => formatCount(row.pageViews) },
];

const DEVICE_COLUMNS: InsightsColumn<DeviceRow>[] = [
  { label: 'Device', cell: (row) => DEVICE_LABELS[row.device] },
  { label: 'Visitors', numeric: true, cell: (row) => formatCount(row.visitors) },
  { label: 'Share', numeric: true, cell: (row) => (row.share === null ? '–' : formatPercent(row.share)) },
];

/** The most viewed pages, with their visitors. */
export function TopPages({ report }: { report: InsightsReport }) {
  return (
    <InsightsCard title="Top pages" intro={`The ${TOP_ROWS} most viewed pages.`} wide>
      {(headingId) => (
        <InsightsTable
          labelledBy={headingId}
          columns={PAGE_COLUMNS}
          rows={report.topPages}
          rowKey={(row) => row.path}
          empty="No pages were viewed in this period."
        />
      )}
    </InsightsCard>
  );
}

/** The other sites visitors came from. */
export function Referrers({ report }: { report: InsightsReport }) {
  return (
    <InsightsCard title="Referrers" intro="Other sites visitors came from (search engines, social media, links).">
      {(headingId) => (
        <InsightsTable
          labelledBy={headingId}
          columns={REFERRER_COLUMNS}
          rows={report.referrers}
          rowKey={(row) => row.host}
          empty="No visits came from another site in this period."
        />
      )}
    </InsightsCard>
  );
}

/** Visits from links tagged for a campaign. */
export function Campaigns({ report }: { report: InsightsReport }) {
  return (
    <InsightsCard
      title="Campaigns"
      intro="Visits from links tagged with utm_source, utm_medium and utm_campaign, shown as source / medium / campaign."
    >
      {(headingId) => (
        <InsightsTable
          labelledBy={headingId}
          columns={CAMPAIGN_COLUMNS}
          rows={report.campaigns}
          rowKey={(row) => row.campaign}
          empty="No visits came from a tagged link in this period."
        />
      )}
    </InsightsCard>
  );
}

/** Visitors on phones, tablets and desktops, with each one's share. */
export function Devices({ report }: { report: InsightsReport }) {
  const total = report.devices.reduce((sum, row) => sum + row.visitors, 0);
  const devices = report.devices.map((row) => ({ ...row, share: total === 0 ? null : row.visitors / total }));
  return (
    <InsightsCard title="Devices" intro="By screen width: phones below 600 pixels, tablets below 1,024.">
      {(headingId) => (
        <InsightsTable
          labelledBy={headingId}
          columns={DEVICE_COLUMNS}
          rows={devices}
          rowKey={(row) => row.device}
          empty="No visitors in this period."
        />
      )}
    </InsightsCard>
  );
}
