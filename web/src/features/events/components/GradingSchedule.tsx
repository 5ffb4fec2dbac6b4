import { eventDateFromDay, studioToday } from '@studio/core/events/eventRules';
import { formatEventDate } from '@studio/core/shared/format';
import { comingDays, gradingYears, namedYears } from '@studio/core/content/siteContentRules';
import { useRootLoaderData, useSiteContent } from '@/content/siteContent.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { WorkspacePremiumIcon } from '@/components/layout/classPageIcons.tsx';

/** "2025", "2025 and 2026": the years the grading days fall in, as the heading and the meta text name them. */
export function gradingYearsNamed(days: readonly string[]): string {
  return namedYears(gradingYears(days).map((group) => group.year));
}

/** "2026 Grading Schedule"; just "Grading Schedule" when there are no dates. */
export function gradingScheduleTitle(days: readonly string[]): string {
  return `${gradingYearsNamed(days)} Grading Schedule`.trim();
}

function GradingDay({ day, index }: { day: string; index: number }) {
  return (
    <li className="grading-day">
      <span aria-hidden="true" className="grading-day__badge">
        <WorkspacePremiumIcon />
      </span>
      <div>
        <p className="grading-day__label">Grading {index + 1}</p>
        <p className="grading-day__date">
          <time dateTime={day}>{formatEventDate(eventDateFromDay(day))}</time>
        </p>
      </div>
    </li>
  );
}

/**
 * The coming grading days staff published, by year in date order: a day leaves the page once it has gone by (the
 * page is drawn again when the studios' day changes), and the section with it once every day has. Plain elements
 * (events.css).
 */
export function GradingSchedule() {
  const { days: published } = useSiteContent().gradings;
  // The day the server drew the page on (the root loader's), so hydration draws what the HTML shows.
  const today = useRootLoaderData()?.studioDay ?? studioToday();
  const days = comingDays(published, today);
  if (published.length > 0 && days.length === 0) return null;
  const years = gradingYears(days);
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
          {years.length > 1 && <h3 className="subheading gradings__year-title">{year}</h3>}
          <ol className="grid-list gradings__list" aria-label={years.length > 1 ? `${year} gradings` : undefined}>
            {yearDays.map((day, index) => (
              <GradingDay key={day} day={day} index={index} />
            ))}
          </ol>
        </div>
      ))}
    </Section>
  );
}
