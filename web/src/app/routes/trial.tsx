import { trialView } from '@studio/core/trials/trialView';
import { data, redirect } from 'react-router';
import { siteConfig } from '@/content/siteConfig.ts';
import { TrialPage, type FindBookingResult, type TrialFormResult } from '@/features/trial/components/TrialPage.tsx';
import type { Route } from './+types/trial';

const title = `Book a free trial | ${siteConfig.name}`;
const description =
  'Book a free trial class at The Martial Arts Studio in Aintree or St Helens: pick a session in the next two weeks and your place is confirmed at once.';

const FIELDS = ['session', 'name', 'email', 'phone', 'childName', 'childAge', 'guardian', 'website'] as const;

/** The sessions of the next 14 days with their places, read as the page renders (never cached: places change). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const trials = context.site.trials;
  if (!trials) return { view: null, mailOn: false, studio: null };
  const [occurrences, content] = await Promise.all([trials.occurrences(), context.site.content()]);
  return {
    view: trialView(occurrences, new URL(request.url).searchParams),
    mailOn: trials.mailOn,
    studio: { phone: content.studio.phone, email: content.studio.email },
  };
}

/** "Confirm booking": books on the server, then the booking's own page; or the messages next to the fields. */
export async function action({ request, context }: Route.ActionArgs) {
  const trials = context.site.trials;
  if (!trials) throw data(null, { status: 404 });
  const form = await request.formData();
  if (form.get('intent') === 'find') {
    const email = String(form.get('email') ?? '');
    const found = await trials.findBooking(email, context.client?.ip ?? 'unknown');
    return data<FindBookingResult>(
      { find: { sent: found.ok, message: found.message, email: email.slice(0, 254) } },
      {
        status: found.ok ? 200 : found.status,
        headers: !found.ok && found.retryAfter ? { 'retry-after': found.retryAfter } : undefined,
      },
    );
  }
  const values: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  const result = await trials.book(values, context.client?.ip ?? 'unknown');
  if (result.ok) return redirect(`/trial/booking/${result.token}`);
  const { website: _trap, ...kept } = values;
  return data<TrialFormResult>(
    { errors: result.errors, values: kept },
    { status: result.status, headers: result.retryAfter ? { 'retry-after': result.retryAfter } : undefined },
  );
}

export function meta(): Route.MetaDescriptors {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { tagName: 'link', rel: 'canonical', href: `${siteConfig.url}/trial` },
  ];
}

/** Plain elements, no MUI theme around it. */
export default function TrialRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.view)
    return (
      <main className="trial">
        <div className="container container--sm trial__body">
          <h1>Book a free trial</h1>
          <p>
            To book a free trial, <a href="/#contact">send us a message</a> and a coach will get back to you.
          </p>
        </div>
      </main>
    );
  return (
    <TrialPage
      view={loaderData.view}
      actionResult={actionData}
      mailOn={loaderData.mailOn}
      studio={loaderData.studio!}
    />
  );
}
