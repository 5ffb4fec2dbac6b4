/** The 2025 grading (belt promotion) days, all Sundays, as the studio published them (SPEC 9). */
export const GRADING_SCHEDULE = {
  year: 2025,
  days: ['2025-06-22', '2025-09-14', '2025-12-07'],
} as const;
