import type { Auth } from 'firebase/auth';
import { collection, doc, getDoc, getDocs, query, serverTimestamp, where, type Firestore } from 'firebase/firestore';
import { studioToday } from '@studio/core/events/events';
import {
  INSIGHT_SETTINGS_ID,
  insightSettingsDetail,
  insightSettingsOf,
  insightTotalsOf,
} from '@studio/core/firebase/firebaseInsights';
import { COLLECTIONS } from '@studio/core/firebase/firebaseLayout';
import { reportInsights } from '@studio/core/insights/insightsReport';
import { BackendError } from '../errors.ts';
import type { InsightsAdmin } from '../port.ts';
import type { ActivityLog } from './firebaseActivity.ts';
import { attempt } from './firebaseErrors.ts';

const reportFailed = 'Insights could not be loaded. Please try again.';
const settingsFailed = 'The Insights settings could not be loaded. Please try again.';
const saveFailed = 'The Insights settings could not be saved. Please try again.';

/**
 * Studio insights in the admin on Firebase: the staff's browser reads the daily totals the `insights` function keeps
 * (firestore.rules let Owners read them, and Staff while an Owner allows) and works out the report with core, as the
 * self-hosted server does. An Owner's switch is written with its activity entry (docs/decisions/022).
 */
export function firebaseInsights(
  db: Firestore,
  auth: () => Auth,
  requireStaff: () => Promise<void>,
  log: ActivityLog,
): InsightsAdmin {
  const settingsDoc = doc(db, COLLECTIONS.insightSettings, INSIGHT_SETTINGS_ID);

  /** The totals documents of the days from `from` to `to`: the days folded (one each) and any shards not folded yet. */
  async function totalsDocuments(from: string, to: string) {
    const inRange = (name: string) =>
      getDocs(query(collection(db, name), where('day', '>=', from), where('day', '<=', to)));
    const [folded, live] = await Promise.all([inRange(COLLECTIONS.insightDays), inRange(COLLECTIONS.insightTotals)]);
    return [...folded.docs, ...live.docs].map((snapshot) => snapshot.data());
  }

  return {
    report: (period) =>
      attempt(reportFailed, async () => {
        const report = await reportInsights(period, studioToday(), async (from, to) => {
          await requireStaff();
          return insightTotalsOf(await totalsDocuments(from, to));
        });
        if ('error' in report) throw new BackendError('invalid', report.error);
        return report;
      }),

    settings: () =>
      attempt(settingsFailed, async () => {
        await requireStaff();
        return insightSettingsOf((await getDoc(settingsDoc)).data());
      }),

    setSettings: (settings) =>
      attempt(saveFailed, async () => {
        if (typeof settings?.staffCanSee !== 'boolean') throw new BackendError('invalid', saveFailed);
        await requireStaff();
        const { staffCanSee } = settings;
        const entry = {
          kind: 'insights.settings',
          item: null,
          detail: insightSettingsDetail(staffCanSee),
          ref: `insights:${INSIGHT_SETTINGS_ID}`,
        } as const;
        await log.commitWith(entry, (batch, activityId) =>
          batch.set(settingsDoc, {
            staffCanSee,
            updated_at: serverTimestamp(),
            updated_by: auth().currentUser?.email ?? null,
            activity_id: activityId,
          }),
        );
        return { staffCanSee };
      }),
  };
}
