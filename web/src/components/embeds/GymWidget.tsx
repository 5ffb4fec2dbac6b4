import Box from '@mui/material/Box';
import { siteConfig } from '@/content/siteConfig.ts';
import { EmbedFallback, EmbedPlaceholder } from './EmbedFallback.tsx';
import { LazyEmbed } from './LazyEmbed.tsx';

export type GymWidgetKind = 'schedule' | 'stHelensSchedule' | 'events' | 'form';

const widgets = siteConfig.gymWidgets;

/** Each widget's reference at the provider and the plain page that shows the same thing. */
const widgetSetup: Record<GymWidgetKind, { ref: string; url: string; linkText: string }> = {
  schedule: { ref: widgets.scheduleRef, url: widgets.scheduleUrl, linkText: 'View the class timetable' },
  stHelensSchedule: {
    ref: widgets.stHelensScheduleRef,
    url: widgets.stHelensScheduleUrl,
    linkText: 'View the St Helens timetable',
  },
  events: { ref: widgets.eventsRef, url: widgets.eventsUrl, linkText: 'View the event schedule' },
  form: { ref: widgets.formRef, url: widgets.signupUrl, linkText: 'Open the registration form' },
};

/**
 * One of the gym-management provider's embeddable widgets (timetables, events, registration form).
 * Its script loads only when the widget nears the viewport; if it cannot load, a plain link takes its place.
 */
export function GymWidget({ widget, title }: { widget: GymWidgetKind; title: string }) {
  const setup = widgetSetup[widget];
  return (
    <LazyEmbed
      scriptSrc={widgets.scriptUrl}
      readyOnLoad
      minHeight={240}
      placeholder={<EmbedPlaceholder text={`Loading the ${title}...`} />}
      fallback={
        <EmbedFallback
          note={`The live ${title} couldn't load here, but you can open it on our booking site.`}
          linkText={setup.linkText}
          href={setup.url}
        />
      }
    >
      {() => (
        // The provider's script finds this element by its data attributes and renders the widget into it.
        <Box
          className="gym-widget"
          data-gym-id={widgets.gymId}
          data-widget={widget === 'form' ? 'form' : 'schedule'}
          data-ref={setup.ref}
          aria-label={title}
          role="region"
        />
      )}
    </LazyEmbed>
  );
}
