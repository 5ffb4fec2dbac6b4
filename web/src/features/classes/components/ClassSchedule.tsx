import { formatAges, sessionTimeText } from '@studio/core/timetable/timetable';
import type { TimetableViewDay } from '@studio/core/timetable/timetableView';
import { trialHref } from '@studio/core/trials/trialHref';
import { Link as RouterLink } from 'react-router';
import type { ClassPageContent } from '@/content/classPages/classPageContent.ts';
import { useSiteContent } from '@/content/siteContent.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { AccessTimeIcon, GroupsIcon } from '@/components/layout/contentIcons.tsx';
import { PlaceOutlinedIcon } from '@/components/layout/classPageIcons.tsx';
import { ClassWeek } from './ClassWeek.tsx';

/** The class's weekly timetable: who each session is for, who coaches it and at which studio. */
export function ClassSchedule({
  content,
  timetable,
}: {
  content: Pick<ClassPageContent, 'slug' | 'title' | 'schedule'>;
  timetable: readonly TimetableViewDay[];
}) {
  const { schedule } = content;
  const { hours } = useSiteContent();
  const lines = (site: readonly { days: string; hours: string }[]) =>
    site.map((entry) => `${entry.days} ${entry.hours}`).join(', ');
  const openingHours = `Aintree ${lines(hours.aintree)}; St Helens ${lines(hours.stHelens)}`;
  return (
    <Section
      id="class-schedule"
      eyebrow="When to train"
      title="Weekly Schedule"
      intro={schedule.description}
      tone="raised"
    >
      <div className="class-schedule__fact">
        <GroupsIcon className="class-schedule__fact-icon" />
        <p className="class-page__small">{schedule.classSize}</p>
      </div>
      <div className="class-schedule__fact class-schedule__fact--last">
        <AccessTimeIcon className="class-schedule__fact-icon" />
        <p className="class-page__small">Studio opening hours: {openingHours}.</p>
      </div>
      <ul aria-label={`${content.title} sessions`} className="grid-list grid-list--cards class-schedule__sessions">
        {schedule.sessions.map((session) => (
          <li key={session.id} className="card class-card class-session">
            <h3 className="subheading class-session__day">{session.day}</h3>
            <p className="class-session__time">{sessionTimeText(session)}</p>
            <p className="class-session__level">
              {session.ages ? `${session.level} · Ages ${formatAges(session.ages)}` : session.level}
            </p>
            <p className="class-page__small class-page__muted class-session__coach">Coach: {session.coach}</p>
            <div className="class-session__site">
              <PlaceOutlinedIcon className="class-session__site-icon" />
              <p className="class-page__small">{session.site}</p>
            </div>
            {session.trialPlaces > 0 && session.start !== null && (
              <RouterLink
                to={trialHref({
                  classSlug: content.slug,
                  site: session.site,
                  session: `${content.slug}.${session.id}`,
                })}
                className="class-session__trial"
              >
                Book a free trial
                <span className="visually-hidden">
                  : {session.day} {sessionTimeText(session)}, {session.site}
                </span>
              </RouterLink>
            )}
          </li>
        ))}
      </ul>
      <ClassWeek slug={content.slug} title={content.title} days={timetable} />
    </Section>
  );
}
