/**
 * The server's work on a timer, each run at start and then again on its interval, each stopped as the server closes:
 * insights' salts and visitor hashes of a day gone, activity entries older than 12 months, and scheduled content
 * that has come due.
 */
import { applyDueSchedules } from '@studio/core/content/contentChanges';
import { studioToday } from '@studio/core/events/eventRules';
import type { FastifyInstance } from 'fastify';
import type { ActivityLog } from './activity/activityLog.ts';
import { every, everyDay, MINUTE_MS, type Clock } from './clock.ts';
import type { ContentStore } from './content/contentStore.ts';
import type { SqliteInsightsStore } from './insights/insightsStore.ts';

export function startScheduledWork(
  app: FastifyInstance,
  {
    clock,
    insights,
    activity,
    content,
  }: {
    clock: Clock;
    insights: SqliteInsightsStore;
    activity: ActivityLog;
    content: Pick<ContentStore, 'dueSchedules'>;
  },
): void {
  const now = clock.now;
  // Past midnight (UK), the day gone's salt and visitor hashes go within a minute, beacon or not.
  const stopInsightsSweep = every(clock, MINUTE_MS, () => {
    insights
      .sweep(studioToday(new Date(now())))
      .catch((error: unknown) => app.log.error({ err: error }, 'sweeping insights failed; tried again in a minute'));
  });
  app.addHook('onClose', async () => stopInsightsSweep());

  // The log keeps 12 months: swept at start and then once a day.
  const sweepActivity = () => {
    const swept = activity.sweep();
    if (swept > 0) app.log.info({ swept }, 'activity entries older than 12 months deleted');
  };
  const stopActivitySweep = everyDay(clock, sweepActivity);
  app.addHook('onClose', async () => stopActivitySweep());

  // Scheduled content goes live within a minute of its time; at start, any that came due while the server was down.
  const stopSchedules = every(clock, MINUTE_MS, () => {
    applyDueSchedules(content.dueSchedules, new Date(now())).catch((error: unknown) => {
      app.log.error({ err: error }, 'applying scheduled content failed; it is tried again in a minute');
    });
  });
  app.addHook('onClose', async () => stopSchedules());
}
