import { eventDateFromDay, studioToday } from '@studio/core/eventRules';
import { formatEventDate } from '@studio/core/format';
import { gradingYears, namedYears } from '@studio/core/siteContentRules';
import { useSiteContent } from '@/content/siteContent.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { WorkspacePremiumIcon } from '@/components/layout/contentIcons.tsx';

/** "2025", "2025 and 2026": the years the grading days fall in, as the heading and the meta text name them. */
export function gradingYearsNamed(days: readonly string[]): string {
  return namedYears(gradingYears(days).map((group) => group.year));
}

/** "2025 Grading Schedule"; just "Grading Schedule" when there are no dates. */
export function gradingScheduleTitle(days: readonly string[]): string {
  return `${gradingYearsNamed(days)} Grading Schedule`.trim();
}

function GradingDay({ day, index, past }: { day: string; index: number; past: boolean }) {
  return (
    <li className="grading-day" data-past={past || undefined}>
      <span aria-hidden="true" className="grading-day__badge">
        <WorkspacePremiumIcon />
      </span>
      <div>
        <p className="grading-day__label">
          Grading {index + 1}
          {past && ' · Past'}
        </p>
        <p className="grading-day__date">
          <time dateTime={day}>{formatEventDate(eventDateFromDay(day))}</time>
        </p>
      </div>
    </li>
  );
}

/** The grading days staff published, by year in date order; days gone by are marked past. Plain elements (events.css). */
export function GradingSchedule() {
  const { days } = useSiteContent().gradings;
  const years = gradingYears(days);
  const today = studioToday();
  return (
    <Section
      id="grading-schedule"
      eyebrow="Gradings"
      title={gradingScheduleTitle(days)}
      intro="Belt promotions run every 3-4 months. Gradings take place on these Sundays; your instructor will let you know when you're ready."
      tone="raised"
    >
      {years.length === 0 && <p className="gradings__none">New grading dates are coming soon. Ask your instructor.</p>}
      {years.map(({ year, days: yearDays }) => (
        <div key={year} className="gradings__year">
          {years.length > 1 && <h3 className="gradings__year-title">{year}</h3>}
          <ol className="gradings__list" aria-label={years.length > 1 ? `${year} gradings` : undefined}>
            {yearDays.map((day, index) => (
              <GradingDay key={day} day={day} index={index} past={day < today} />
            ))}
          </ol>
        </div>
      ))}
    </Section>
  );
}
