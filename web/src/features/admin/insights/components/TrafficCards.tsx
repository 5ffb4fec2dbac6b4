import type { InsightsReport } from '@studio/core/insightsReport';
import { TOP_ROWS } from '@studio/core/insightsReport';
import { DEVICE_LABELS, formatCount, formatPercent } from '../insightsFormat.ts';
import { InsightsCard } from './InsightsCard.tsx';
import { InsightsTable, type InsightsColumn } from './InsightsTable.tsx';

type PageRow = InsightsReport['topPages'][number];
type ReferrerRow = InsightsReport['referrers'][number];
type CampaignRow = InsightsReport['campaigns'][number];
type DeviceRow = InsightsReport['devices'][number] & { share: number | null };

const PAGE_COLUMNS: InsightsColumn<PageRow>[] = [
  { label: 'Page', cell: (row) => row.path },
  { label: 'Visitors', numeric: true, cell: (row) => formatCount(row.visitors) },
  { label: 'Page views', numeric: true, cell: (row) => formatCount(row.pageViews) },
];

const REFERRER_COLUMNS: InsightsColumn<ReferrerRow>[] = [
  { label: 'Site', cell: (row) => row.host },
  { label: 'Page views', numeric: true, cell: (row) => formatCount(row.pageViews) },
];

const CAMPAIGN_COLUMNS: InsightsColumn<CampaignRow>[] = [
  { label: 'Source / medium / campaign', cell: (row) => row.campaign },
  { label: 'Page views', numeric: true, cell: (row) => formatCount(row.pageViews) },
];

const DEVICE_COLUMNS: InsightsColumn<DeviceRow>[] = [
  { label: 'Device', cell: (row) => DEVICE_LABELS[row.device] },
  { label: 'Visitors', numeric: true, cell: (row) => formatCount(row.visitors) },
  { label: 'Share', numeric: true, cell: (row) => (row.share === null ? '–' : formatPercent(row.share)) },
];

/** Where visitors went, where they came from (other sites, campaigns) and on what. */
export function TrafficSections({ report }: { report: InsightsReport }) {
  const deviceVisitors = report.devices.reduce((sum, row) => sum + row.visitors, 0);
  const devices = report.devices.map((row) => ({
    ...row,
    share: deviceVisitors === 0 ? null : row.visitors / deviceVisitors,
  }));
  return (
    <>
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
      <InsightsCard title="Campaigns" intro="Visits from links tagged with utm_source, utm_medium and utm_campaign.">
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
    </>
  );
}
