import type { TimetableView, TimetableViewDay } from '@studio/core/timetable/timetableView';
import { PageHero } from '@/components/layout/PageHero.tsx';
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink.tsx';
import { TimetableDays } from '@/components/timetable/TimetableDays.tsx';
import { StaticIsland } from '@/hydration/StaticIsland.tsx';

/**
 * /timetable: the coming 7 days of classes at both studios, from the class pages' sessions and the closures staff
 * publish. The filters are a GET form and the weeks are links, so everything works before (and without) the page's
 * code; the server renders each filtered address. Plain elements (timetable.css). The days never change in the
 * browser: a static island, drawn from `days` where they are there (the server's render, a client-side navigation)
 * and kept as the server drew them when the page hydrates (features/timetable/timetableDays.ts).
 */
export function TimetablePage({
  view,
  days,
}: {
  view: Omit<TimetableView, 'days'>;
  days: readonly TimetableViewDay[] | undefined;
}) {
  const { filter, options } = view;
  const filtered = filter.site !== null || filter.classSlug !== null || filter.group !== null;
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="timetable">
      <PageHero
        overline="When to train"
        title="Timetable"
        lead="Every class at Aintree and St Helens for the coming week. Pick a site, a class or a group to narrow it down."
      />
      <div className="container container--lg timetable__body">
        <form method="get" action="/timetable" className="timetable-filters" aria-label="Filter the timetable">
          <div className="timetable-filters__field">
            <label htmlFor="timetable-site">Site</label>
            <select
              id="timetable-site"
              name="site"
              defaultValue={options.sites.find((site) => site.label === filter.site)?.value ?? ''}
            >
              <option value="">Both sites</option>
              {options.sites.map((site) => (
                <option key={site.value} value={site.value}>
                  {site.label}
                </option>
              ))}
            </select>
          </div>
          <div className="timetable-filters__field">
            <label htmlFor="timetable-class">Class</label>
            <select id="timetable-class" name="class" defaultValue={filter.classSlug ?? ''}>
              <option value="">All classes</option>
              {options.classes.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <div className="timetable-filters__field">
            <label htmlFor="timetable-group">Group</label>
            <select id="timetable-group" name="group" defaultValue={filter.group ?? ''}>
              <option value="">Everyone</option>
              {options.groups.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {filter.week > 0 && <input type="hidden" name="week" value={filter.week} />}
          <button type="submit" className="button button--contained timetable-filters__submit">
            Show
          </button>
        </form>

        <div className="timetable__bar">
          <p className="timetable__count" role="status">
            {view.shown === 1 ? '1 session shown' : `${view.shown} sessions shown`}
            {filtered && (
              <>
                {' · '}
                <a href={weekHref('/timetable', filter.week)}>Clear filters</a>
              </>
            )}
          </p>
          <nav aria-label="Weeks" className="timetable__weeks">
            {view.thisWeek && (
              <a className="button button--outlined" href={view.thisWeek}>
                This week
              </a>
            )}
            {view.nextWeek && (
              <a className="button button--outlined" href={view.nextWeek}>
                Next week
              </a>
            )}
            <a className="button button--outlined" href={view.feed}>
              Add to calendar
            </a>
          </nav>
        </div>

        {view.shown === 0 && (
          <div className="timetable__empty">
            <p>No sessions match these filters in this week.</p>
            <a className="button button--contained" href="/timetable">
              Clear filters
            </a>
          </div>
        )}
        <StaticIsland>{days ? <TimetableDays days={days} week /> : undefined}</StaticIsland>
      </div>
    </main>
  );
}

function weekHref(path: string, week: number): string {
  return week > 0 ? `${path}?week=${week}` : path;
}
