import { CLASS_NAMES, CLASS_SLUGS, isClassSlug, type ClassSlug } from '../pages/publicRoutes.ts';
import { formatSessionTime } from '../timetable/sessionTime.ts';
import { formatAges, SITE_SLUGS, STUDIO_SITES, type StudioSite } from '../timetable/timetable.ts';
import { trialHref } from './trialHref.ts';
import { formatTrialDay, nextWithRoom, placesText, type TrialOccurrence } from './trials.ts';

/**
 * What /trial shows for an address: the class and site chosen (`/trial?class=kickboxing&site=aintree&session=…`),
 * the sessions of that choice in the next 14 days grouped by date, and which one is preselected. Free of zod.
 */
export interface TrialChoice {
  key: string;
  day: string;
  /** "6:00pm - 7:00pm". */
  time: string;
  className: string;
  site: StudioSite;
  forChildren: boolean;
  ages: string | null;
  /** "2 places left", "Full", or why it cannot be chosen ("Closed: Christmas"). */
  status: string;
  open: boolean;
  /** For a full session: the next date of the same session with room, and the link that chooses it. */
  next: { key: string; label: string; href: string } | null;
}

export interface TrialView {
  classSlug: ClassSlug | null;
  site: StudioSite | null;
  /** The open session the link chose (an occurrence key, or a class page's session: its next open date). */
  session: string | null;
  /** The chosen session as the form shows it above the details, so a visitor who came for it need not find it. */
  chosen: { key: string; label: string } | null;
  /** How many listed sessions can be booked: with none, the page shows no form, only where else to go. */
  bookable: number;
  /** With none bookable at the chosen site: the class's next session with room at the other site, and its link. */
  elsewhere: { site: StudioSite; key: string; label: string; href: string } | null;
  classes: { slug: ClassSlug; name: string }[];
  /** The site filter's options: the name shown and the `site` parameter's value. */
  sites: { name: StudioSite; slug: string }[];
  /** The `site` parameter's value of the chosen site, or '' for both. */
  siteSlug: string;
  /** `label`: "Monday 30 November 2026". */
  days: { day: string; label: string; choices: TrialChoice[] }[];
  /** Whether any listed session asks for a child's details. */
  forChildren: boolean;
}

function statusOf(occurrence: TrialOccurrence): string {
  switch (occurrence.availability) {
    case 'open':
    case 'full':
      return placesText(occurrence);
    case 'closed':
      return `Closed${occurrence.reason ? `: ${occurrence.reason}` : ''}`;
    case 'cancelled':
      return `Cancelled${occurrence.reason ? `: ${occurrence.reason}` : ''}`;
    case 'no-trials':
      return 'No trial places';
    case 'too-soon':
      return 'Starts too soon to book';
    case 'past':
      return 'Started';
  }
}

/** "Saturday 5 December 2026, 10:00am - 11:00am". */
function whenText(occurrence: TrialOccurrence): string {
  return `${formatTrialDay(occurrence.day)}, ${formatSessionTime(occurrence.start, occurrence.end)}`;
}

/**
 * The occurrence a `session` parameter names: an occurrence key (the timetable's links), or `{class}.{sessionId}`
 * (a class page's session, whose page is cached and does not know the dates): its next date with room, else its
 * next date.
 */
function namedOccurrence(occurrences: readonly TrialOccurrence[], param: string | null): TrialOccurrence | null {
  if (!param) return null;
  const exact = occurrences.find((occurrence) => occurrence.key === param);
  if (exact) return exact;
  const ofSession = occurrences.filter((occurrence) => `${occurrence.classSlug}.${occurrence.sessionId}` === param);
  return ofSession.find((occurrence) => occurrence.availability === 'open') ?? ofSession[0] ?? null;
}

export function trialView(occurrences: readonly TrialOccurrence[], params: URLSearchParams): TrialView {
  const classParam = params.get('class') ?? undefined;
  const classSlug = isClassSlug(classParam) ? classParam : null;
  const site = STUDIO_SITES.find((name) => SITE_SLUGS[name] === params.get('site')) ?? null;
  const preselected = namedOccurrence(occurrences, params.get('session'));
  const chosenClass = classSlug ?? preselected?.classSlug ?? null;
  const chosenSite = site ?? preselected?.site ?? null;
  // Every class is offered: one with no places says so and where else to go, rather than vanishing from the list.
  const classes = CLASS_SLUGS.map((slug) => ({ slug, name: CLASS_NAMES[slug] }));
  const listed = chosenClass
    ? occurrences.filter(
        (occurrence) =>
          occurrence.classSlug === chosenClass &&
          (chosenSite === null || occurrence.site === chosenSite) &&
          occurrence.availability !== 'past' &&
          occurrence.availability !== 'no-trials',
      )
    : [];
  const days: TrialView['days'] = [];
  for (const occurrence of listed) {
    const next = occurrence.availability === 'full' ? nextWithRoom(occurrences, occurrence) : null;
    const choice: TrialChoice = {
      key: occurrence.key,
      day: occurrence.day,
      time: formatSessionTime(occurrence.start, occurrence.end),
      className: occurrence.className,
      site: occurrence.site,
      forChildren: occurrence.forChildren,
      ages: occurrence.ages ? formatAges(occurrence.ages) : null,
      status: statusOf(occurrence),
      open: occurrence.availability === 'open',
      next: next && {
        key: next.key,
        label: formatTrialDay(next.day),
        href: trialHref({ classSlug: chosenClass ?? undefined, site: next.site, session: next.key }),
      },
    };
    const last = days[days.length - 1];
    if (last?.day === occurrence.day) last.choices.push(choice);
    else days.push({ day: occurrence.day, label: formatTrialDay(occurrence.day), choices: [choice] });
  }
  const bookable = listed.filter((occurrence) => occurrence.availability === 'open').length;
  const otherSite =
    chosenClass && chosenSite && bookable === 0 ? STUDIO_SITES.find((name) => name !== chosenSite) : null;
  const away = otherSite
    ? occurrences.find(
        (occurrence) =>
          occurrence.classSlug === chosenClass && occurrence.site === otherSite && occurrence.availability === 'open',
      )
    : undefined;
  const session = preselected && preselected.availability === 'open' ? preselected : null;
  return {
    classSlug: chosenClass,
    site: chosenSite,
    session: session?.key ?? null,
    chosen: session && {
      key: session.key,
      label: `${whenText(session)} · ${session.className} · ${session.site}`,
    },
    bookable,
    elsewhere: away
      ? {
          site: away.site,
          key: away.key,
          label: whenText(away),
          href: trialHref({ classSlug: chosenClass ?? undefined, site: away.site, session: away.key }),
        }
      : null,
    classes,
    sites: STUDIO_SITES.map((name) => ({ name, slug: SITE_SLUGS[name] })),
    siteSlug: chosenSite ? SITE_SLUGS[chosenSite] : '',
    days,
    forChildren: listed.some((occurrence) => occurrence.forChildren),
  };
}
