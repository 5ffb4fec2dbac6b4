import { Link } from 'react-router';
import { GymWidget } from '@/components/embeds/GymWidget.tsx';
import { AccessTimeIcon } from '@/components/layout/contentIcons.tsx';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { HomeTimetable } from './HomeTimetable.tsx';
import { SiteHours } from './SiteHours.tsx';
import { useSiteHours } from './useSiteHours.ts';

/**
 * The studio's own timetable for the coming days, then each site's opening hours beside the live timetables of both
 * studios (the gym-management provider's widgets, behind their consent facade).
 */
export function ScheduleSection() {
  const hours = useSiteHours();
  return (
    <Section
      id="schedule"
      tone="raised"
      eyebrow="Schedule"
      title="Class Timetable"
      intro="Classes run seven days a week across both studios. Members book through the member portal; new to the studio? Your first class is free."
    >
      <p className="schedule-section__trial">
        <Link to="/trial" className="button button--contained">
          Book a Free Trial
        </Link>
      </p>
      <HomeTimetable />
      <div className="schedule-section">
        <ScrollReveal fill className="schedule-section__hours">
          <div className="schedule-hours">
            <div className="schedule-hours__head">
              <AccessTimeIcon />
              <h3 className="schedule-section__heading">Opening Hours</h3>
            </div>
            {hours.map((site) => (
              <div key={site.site} className="schedule-hours__site">
                <h4 className="schedule-hours__site-name">{site.site}</h4>
                <SiteHours hours={site} variant="schedule" />
              </div>
            ))}
            <p className="schedule-hours__note">Gradings are held on Sundays, with belt promotions every 3-4 months.</p>
          </div>
        </ScrollReveal>
        <ScrollReveal delay={100} className="schedule-section__widget">
          <h3 className="schedule-section__heading schedule-section__heading--spaced">Studio timetable</h3>
          <GymWidget widget="schedule" title="studio timetable" />
        </ScrollReveal>
        <ScrollReveal className="schedule-section__wide">
          <h3 className="schedule-section__heading schedule-section__heading--spaced schedule-section__heading--below">
            St Helens timetable
          </h3>
          <GymWidget widget="stHelensSchedule" title="St Helens timetable" />
        </ScrollReveal>
      </div>
    </Section>
  );
}
