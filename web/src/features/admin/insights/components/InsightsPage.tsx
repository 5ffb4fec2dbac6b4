import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { studioToday } from '@studio/core/events/eventRules';
import { insightsRange, type InsightsPeriod, type InsightsReport } from '@studio/core/insights/insightsReport';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BackendError, errorMessage } from '@/backend/errors.ts';
import { useSignedInStaff } from '../../shared/api/signedInStaff.ts';
import { useConfirmation } from '../../shared/components/Confirmation.tsx';
import { LoadingState } from '../../shared/components/LoadingState.tsx';
import { useInsightsReport } from '../api/useInsightsReport.ts';
import { rangeSentence } from '../insightsFormat.ts';
import { paramsOfPeriod, periodFromParams, previousPeriodText, samePeriod } from '../insightsPeriodParams.ts';
import { ClassFunnel, Clicks, SentFrom } from './ConversionCards.tsx';
import { DailyVisitorsChart } from './DailyVisitorsChart.tsx';
import { InsightsFigures } from './InsightsFigures.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { SiteSpeed } from './SiteSpeed.tsx';
import { StaffAccessSwitch } from './StaffAccessSwitch.tsx';
import { Campaigns, Devices, Referrers, TopPages } from './TrafficCards.tsx';

/** What Staff read when an Owner has not let them see Insights. */
export const STAFF_CANNOT_SEE = 'Only Owners can see Insights here. An Owner can let Staff see them.';

const isForbidden = (error: unknown) => error instanceof BackendError && error.code === 'forbidden';

function NothingCounted() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography sx={{ fontWeight: 700 }}>No visits were counted in this period.</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Visits are counted from the public pages only, without cookies: the staff area, signed-in staff and visitors who
        asked not to be counted are left out.
      </Typography>
    </Paper>
  );
}

function ReportSections({ report, period }: { report: InsightsReport; period: InsightsPeriod }) {
  if (report.visitors.value === 0 && report.pageViews.value === 0) return <NothingCounted />;
  return (
    <>
      <InsightsFigures report={report} previousPeriod={previousPeriodText(period, report.range)} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <DailyVisitorsChart daily={report.daily} />
        <TopPages report={report} />
        <Referrers report={report} />
        <Campaigns report={report} />
        <Devices report={report} />
        <Clicks report={report} />
        <ClassFunnel report={report} />
        <SentFrom report={report} />
        <SiteSpeed speed={report.speed} />
      </Box>
    </>
  );
}

/**
 * Insights: how many people visited the public pages in a period, where from, on what, what it led to and how fast
 * the pages were for them. The period is the address's (`?period=7d`, `?from=…&to=…`), so a reload or a shared link
 * shows the same.
 */
export function InsightsPage({ today: givenToday }: { today?: string }) {
  const user = useSignedInStaff();
  const [today] = useState(() => givenToday ?? studioToday());
  const [params, setParams] = useSearchParams();
  const period = periodFromParams(params);
  const checked = insightsRange(period, today);
  const problem = 'error' in checked ? checked.error : null;
  const report = useInsightsReport(problem ? null : period);
  const { confirm, confirmation } = useConfirmation();

  const choose = (next: InsightsPeriod) => {
    if (samePeriod(next, period) && !problem) return;
    setParams(paramsOfPeriod(next), { replace: true, preventScrollReset: true });
  };

  const forbidden = report.status === 'error' && isForbidden(report.error);

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          Insights
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Visits to the public pages, counted without cookies and without keeping who visited.
          {report.status === 'success' && report.data && <> {rangeSentence(report.data.range)}</>}
        </Typography>
      </Box>
      {forbidden ? (
        <Alert severity="info" role="status">
          {STAFF_CANNOT_SEE}
        </Alert>
      ) : (
        <>
          {user.role === 'owner' && <StaffAccessSwitch onSaved={confirm} />}
          <PeriodPicker
            period={period}
            shown={report.data?.range ?? null}
            today={today}
            problem={problem}
            onChoose={choose}
          />
          {report.status === 'loading' && <LoadingState label="Loading Insights" />}
          {report.status === 'error' && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={report.reload} sx={{ minHeight: 44 }}>
                  Try again
                </Button>
              }
            >
              {errorMessage(report.error, 'Insights could not be loaded. Please try again.')}
            </Alert>
          )}
          {report.status === 'success' && report.data && <ReportSections report={report.data} period={period} />}
        </>
      )}
      {confirmation}
    </Stack>
  );
}
