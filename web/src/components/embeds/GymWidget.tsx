import { siteConfig } from '@/content/siteConfig.ts';
import { EmbedFallback, EmbedPlaceholder } from './EmbedFallback.tsx';
import { LazyEmbed } from './LazyEmbed.tsx';

export type GymWidgetKind = 'schedule' | 'stHelensSchedule' | 'events' | 'form';

const widgets = siteConfig.gymWidgets;

/** Each widget's reference at the provider, the plain page that shows the same thing, and its facade's button. */
const widgetSetup: Record<GymWidgetKind, { ref: string; url: string; linkText: string; showText: string }> = {
  schedule: {
    ref: widgets.scheduleRef,
    url: widgets.scheduleUrl,
    linkText: 'View the class timetable',
    showText: 'Show timetable',
  },
  stHelensSchedule: {
    ref: widgets.stHelensScheduleRef,
    url: widgets.stHelensScheduleUrl,
    linkText: 'View the St Helens timetable',
    showText: 'Show timetable',
  },
  events: {
    ref: widgets.eventsRef,
    url: widgets.eventsUrl,
    linkText: 'View the event schedule',
    showText: 'Show event schedule',
  },
  form: {
    ref: widgets.formRef,
    url: widgets.signupUrl,
    linkText: 'Open the registration form',
    showText: 'Show registration form',
  },
};

/**
 * One of the gym-management provider's embeddable widgets (timetables, events, registration form).
 * Its script loads only once the visitor has chosen the provider's content and the widget nears the viewport; if it
 * cannot load, a plain link takes its place. The same link is offered beside the facade's button.
 */
export function GymWidget({ widget, title }: { widget: GymWidgetKind; title: string }) {
  const setup = widgetSetup[widget];
  return (
    <LazyEmbed
      consent={{ kind: 'gym', buttonText: setup.showText, alternative: { href: setup.url, text: setup.linkText } }}
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
        <div
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
