import { Form, Link } from 'react-router';
import { PageHero } from '@/components/layout/PageHero.tsx';
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink.tsx';
import { GOAL_CLASS_MARK, GOAL_FROM_MARK, GOAL_MARK } from '@/insights/insightsPage.ts';

/** One booking as its manage page shows it, worked out by the loader (labels, address, what to bring). */
export interface TrialBookingView {
  state: 'booked' | 'cancelled' | 'over';
  className: string;
  /** The class's slug: studio insights counts a trial booked for it. */
  classSlug: string;
  date: string;
  time: string;
  site: string;
  address: string;
  mapUrl: string;
  child: string | null;
  whatToBring: { item: string; description: string }[];
  calendarUrl: string;
  rebookUrl: string;
  /** The address the booking was made with: where its e-mails go. */
  email: string;
  /** Whether the site e-mails visitors: if not, this page is the only record the visitor has, and says so. */
  mailOn: boolean;
  /** This page's own address: the link that shows and can cancel the booking. */
  manageUrl: string;
  /** Why a cancelled booking was cancelled, as the visitor reads it. */
  cancelled: string | null;
  /** "Cancel booking" was chosen: the page asks once before cancelling. */
  confirmingCancel: boolean;
}

function BookingSummary({ view }: { view: TrialBookingView }) {
  return (
    <dl className="trial-summary">
      <dt>Class</dt>
      <dd>{view.className}</dd>
      <dt>Date</dt>
      <dd>{view.date}</dd>
      <dt>Time</dt>
      <dd>{view.time}</dd>
      <dt>Site</dt>
      <dd>{view.site}</dd>
      <dt>Address</dt>
      <dd>
        {view.address}{' '}
        <a href={view.mapUrl} target="_blank" rel="noopener noreferrer">
          Map<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </dd>
      {view.child && (
        <>
          <dt>For</dt>
          <dd>{view.child}</dd>
        </>
      )}
    </dl>
  );
}

/** Where the visitor finds this booking again: the e-mail, or (with no e-mail sent) this page's own link. */
function KeepTheLink({ view }: { view: TrialBookingView }) {
  if (view.mailOn) return null;
  return (
    <section className="trial-keep" aria-labelledby="trial-keep-title">
      <h2 id="trial-keep-title" className="minor-heading trial-day__title">
        Keep this link
      </h2>
      <p className="trial__note">
        No e-mail was sent: this site does not send e-mails yet. This link is how you see or cancel your booking, so
        bookmark this page or save the link, and add the session to your calendar.
      </p>
      <p className="trial-keep__link">
        <a href={view.manageUrl}>{view.manageUrl}</a>
      </p>
    </section>
  );
}

/** "Cancel booking" asks once: a plain form post confirms, so it works without the page's code too. */
function CancelStep({ view }: { view: TrialBookingView }) {
  const path = new URL(view.manageUrl).pathname;
  if (!view.confirmingCancel)
    return (
      <div className="trial-actions">
        <a className="button button--contained" href={view.calendarUrl} download="free-trial.ics">
          Add to calendar
        </a>
        <Link className="button button--outlined" to="?cancel" preventScrollReset>
          Cancel booking
        </Link>
      </div>
    );
  return (
    <section className="trial-confirm" aria-labelledby="trial-confirm-title">
      <h2 id="trial-confirm-title" className="minor-heading trial-day__title">
        Cancel this booking?
      </h2>
      <p className="trial__note">Your place goes to someone else. You can book another session afterwards.</p>
      <div className="trial-actions">
        <Form method="post" action={path}>
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className="button button--contained">
            Yes, cancel my booking
          </button>
        </Form>
        <Link className="button button--outlined" to={path} preventScrollReset>
          Keep my booking
        </Link>
      </div>
    </section>
  );
}

/**
 * A booking's own page, opened by the manage link's token: "You're booked" with every detail, "Add to calendar"
 * and "Cancel booking" (asked once, then a plain form post). Nothing else can be done here. Reached from /trial, where
 * the booking was made, it confirms the booking to studio insights: a trial booked for its class.
 */
export function TrialBookingPage({ view, error }: { view: TrialBookingView; error: string | undefined }) {
  if (view.state === 'over')
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="trial">
        <PageHero overline="Free trial" title="This session is over" />
        <div className="container container--sm trial__body">
          <p>This booking link has expired: the session is over.</p>
          <a className="button button--contained" href={view.rebookUrl}>
            Book a free trial
          </a>
        </div>
      </main>
    );
  const booked = view.state === 'booked';
  const lead = view.mailOn
    ? `Your place is confirmed. A confirmation is on its way to ${view.email}.`
    : 'Your place is confirmed.';
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="trial"
      {...(booked ? { [GOAL_MARK]: 'trial', [GOAL_FROM_MARK]: '/trial', [GOAL_CLASS_MARK]: view.classSlug } : {})}
    >
      <PageHero
        overline="Free trial"
        title={booked ? "You're booked" : 'Booking cancelled'}
        lead={booked ? lead : undefined}
      />
      <div className="container container--sm trial__body">
        {error && (
          <p className="trial-form__alert" role="alert">
            {error}
          </p>
        )}
        {!booked && <p className="trial-cancelled">{view.cancelled}</p>}
        {booked && <KeepTheLink view={view} />}
        <BookingSummary view={view} />
        {booked ? (
          <>
            {view.whatToBring.length > 0 && !view.confirmingCancel && (
              <>
                <h2 className="minor-heading trial-day__title">What to bring</h2>
                <ul className="trial-bring">
                  {view.whatToBring.map((entry) => (
                    <li key={entry.item}>
                      <strong>{entry.item}</strong>: {entry.description}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <CancelStep view={view} />
          </>
        ) : (
          <p>
            <a href={view.rebookUrl}>Book another session</a>
          </p>
        )}
      </div>
    </main>
  );
}
