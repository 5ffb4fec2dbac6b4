import { formatSessionTime } from '@studio/core/timetable/sessionTime';
import { trialHref } from '@studio/core/trials/trialHref';
import { formatTrialDay, siteAddress, type PublicTrialBooking } from '@studio/core/trials/trials';
import { data } from 'react-router';
import { siteConfig } from '@/content/siteConfig.ts';
import { TrialBookingPage, type TrialBookingView } from '@/features/trial/components/TrialBookingPage.tsx';
import type { Route } from './+types/trial-booking';

/** Why a booking is cancelled, in the visitor's words: their own choice, the studio's reason, or the closure. */
function cancelledBecause(booking: Pick<PublicTrialBooking, 'cancelledBy' | 'cancelReason'>): string {
  if (booking.cancelledBy === 'visitor') return 'You cancelled this booking.';
  // A closure's or a cancelled date's reason says it all ("The studio is closed that day (Christmas)").
  if (booking.cancelledBy === 'studio' && booking.cancelReason) return `${booking.cancelReason}.`;
  return `The studio cancelled this booking${booking.cancelReason ? `: ${booking.cancelReason}` : '.'}`;
}

/** The booking the manage link's token opens, and nothing else; an unknown token is the not-found answer. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const trials = context.site.trials;
  const found = await trials?.booking(params.token);
  if (!found) throw data(null, { status: 404 });
  const { booking, over } = found;
  const content = await context.site.content();
  const { address, mapUrl } = siteAddress(content.studio, booking.site);
  const view: TrialBookingView = {
    state: over ? 'over' : booking.status,
    className: booking.className,
    classSlug: booking.classSlug,
    date: formatTrialDay(booking.day),
    time: `${formatSessionTime(booking.start, booking.end)} (UK time)`,
    site: booking.site,
    address,
    mapUrl,
    child: booking.childName ? `${booking.childName}, age ${booking.childAge}` : null,
    whatToBring: content.classes[booking.classSlug].whatToBring,
    calendarUrl: `/api/trials/booking/${params.token}/calendar.ics`,
    rebookUrl: trialHref({ classSlug: booking.classSlug, site: booking.site }),
    email: booking.email,
    mailOn: trials!.mailOn,
    manageUrl: new URL(`/trial/booking/${params.token}`, request.url).href,
    cancelled: booking.status === 'cancelled' ? cancelledBecause(booking) : null,
    confirmingCancel: new URL(request.url).searchParams.has('cancel'),
  };
  return { view };
}

/** "Cancel booking": the one thing the token allows. */
export async function action({ params, context }: Route.ActionArgs) {
  const result = await context.site.trials?.cancel(params.token);
  if (!result) throw data(null, { status: 404 });
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  return { error: undefined };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: `Your free trial | ${siteConfig.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function TrialBookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TrialBookingPage view={loaderData.view} error={actionData?.error} />;
}
