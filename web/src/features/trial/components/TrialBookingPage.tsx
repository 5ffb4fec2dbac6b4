import { Form } from 'react-router';
import { PageHero } from '@/components/layout/PageHero.tsx';
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink.tsx';

/** One booking as its manage page shows it, worked out by the loader (labels, address, what to bring). */
export interface TrialBookingView {
  state: 'booked' | 'cancelled' | 'over';
  className: string;
  date: string;
  time: string;
  site: string;
  address: string;
  mapUrl: string;
  child: string | null;
  whatToBring: { item: string; description: string }[];
  calendarUrl: string;
  rebookUrl: string;
}

/**
 * A booking's own page, opened by the manage link's token: "You're booked" with every detail, "Add to calendar"
 * and "Cancel booking" (a plain form post, so it works without the page's code). Nothing else can be done here.
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
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="trial">
      <PageHero
        overline="Free trial"
        title={booked ? "You're booked" : 'Booking cancelled'}
        lead={booked ? 'Your place is confirmed. A confirmation is on its way to your inbox.' : undefined}
      />
      <div className="container container--sm trial__body">
        {error && (
          <p className="trial-form__alert" role="alert">
            {error}
          </p>
        )}
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
        {booked ? (
          <>
            {view.whatToBring.length > 0 && (
              <>
                <h2 className="trial-day__title">What to bring</h2>
                <ul className="trial-bring">
                  {view.whatToBring.map((entry) => (
                    <li key={entry.item}>
                      <strong>{entry.item}</strong>: {entry.description}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <div className="trial-actions">
              <a className="button button--contained" href={view.calendarUrl} download="free-trial.ics">
                Add to calendar
              </a>
              <Form method="post">
                <input type="hidden" name="intent" value="cancel" />
                <button type="submit" className="button button--outlined">
                  Cancel booking
                </button>
              </Form>
            </div>
          </>
        ) : (
          <p>
            This booking is cancelled. <a href={view.rebookUrl}>Book another session</a>.
          </p>
        )}
      </div>
    </main>
  );
}
