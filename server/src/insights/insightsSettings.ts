import { recordActivity } from '../activity/activityLog.ts';
import { inTransaction, type Database } from '../db/database.ts';

/** Who besides Owners may read Insights (the admin port's `InsightsSettings`). */
export interface InsightsSettings {
  staffCanSee: boolean;
}

/** The one settings row of migration 12; an Owner's change is written with its activity entry. */
export function createInsightsSettings(db: Database) {
  const read = db.prepare('SELECT staff_can_see FROM insights_settings WHERE id = 1');
  const write = db.prepare('UPDATE insights_settings SET staff_can_see = ? WHERE id = 1');

  const settings = {
    get(): InsightsSettings {
      const row = read.get() as { staff_can_see: number } | undefined;
      return { staffCanSee: row?.staff_can_see !== 0 };
    },

    set(next: InsightsSettings, actor: string): InsightsSettings {
      inTransaction(db, () => {
        write.run(next.staffCanSee ? 1 : 0);
        recordActivity(db, {
          actor,
          kind: 'insights.settings',
          item: null,
          detail: `Staff see Insights: ${next.staffCanSee ? 'on' : 'off'}`,
        });
      });
      return settings.get();
    },
  };
  return settings;
}

export type InsightsSettingsStore = ReturnType<typeof createInsightsSettings>;
