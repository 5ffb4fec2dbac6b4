import type { TrialView } from '@studio/core/trials/trialView';
import type { TrialFieldErrors } from '@studio/core/trials/trials';
import { Form, useNavigation } from 'react-router';
import { PageHero } from '@/components/layout/PageHero.tsx';
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink.tsx';

/** What the booking form sent back when it could not book: the messages and the visitor's own words. */
export interface TrialFormResult {
  errors: TrialFieldErrors;
  values: Record<string, string>;
}

/** What "Find my booking" answered: sent (or would have been, for an address with no booking), or why not. */
export interface FindBookingResult {
  find: { sent: boolean; message: string; email: string };
}

export type TrialActionResult = TrialFormResult | FindBookingResult;

/** How the visitor reaches the studio when the site cannot e-mail them: named on the page, not in a letter. */
export interface StudioContact {
  phone: string;
  email: string;
}

function Field({
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  result,
  hint,
}: {
  name: keyof TrialFieldErrors;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric';
  result: TrialFormResult | undefined;
  hint?: string;
}) {
  const error = result?.errors[name];
  const id = `trial-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="trial-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="trial-field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={result?.values[name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={`${id}-error`} className="trial-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The sessions of the chosen class and site, grouped by date: the open ones to choose from, the others with why. */
function SessionList({
  view,
  result,
  chosen,
}: {
  view: TrialView;
  result: TrialFormResult | undefined;
  chosen: string | undefined;
}) {
  return (
    <fieldset className="trial-sessions" aria-describedby={result?.errors.session ? 'trial-session-error' : undefined}>
      <legend className="minor-heading">Session</legend>
      {result?.errors.session && (
        <p id="trial-session-error" className="trial-field__error" role="alert">
          {result.errors.session}
        </p>
      )}
      {view.days.map((day) => (
        <div key={day.day} className="trial-day">
          <h2 className="minor-heading trial-day__title">{day.label}</h2>
          <ul className="grid-list trial-day__choices">
            {day.choices.map((choice) => {
              const id = `trial-session-${choice.key.replace(/[^a-z0-9-]/gi, '-')}`;
              return (
                <li key={choice.key} className={`trial-choice${choice.open ? '' : ' trial-choice--off'}`}>
                  <input
                    type="radio"
                    id={id}
                    name="session"
                    value={choice.key}
                    disabled={!choice.open}
                    defaultChecked={choice.open && chosen === choice.key}
                    aria-describedby={`${id}-status`}
                  />
                  <label htmlFor={id}>
                    <span className="trial-choice__time">
                      {day.label}, {choice.time}
                    </span>
                    <span className="trial-choice__details">
                      {choice.className} · {choice.site}
                      {choice.ages ? ` · ages ${choice.ages}` : ''}
                    </span>
                  </label>
                  <span id={`${id}-status`} className="trial-choice__status">
                    {choice.status}
                  </span>
                  {choice.next && (
                    <a className="trial-choice__next" href={choice.next.href}>
                      Next with room: {choice.next.label}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </fieldset>
  );
}

/** A class (at a site) with no session to book in the window: no form to fill in vain, only where to go instead. */
function NoPlaces({ view }: { view: TrialView }) {
  const className = view.classes.find((option) => option.slug === view.classSlug)?.name ?? 'this class';
  return (
    <section className="trial-none" aria-labelledby="trial-none-title">
      <h2 id="trial-none-title" className="minor-heading trial-day__title">
        No free trial places in {className}
        {view.site ? ` at ${view.site}` : ''} in the next 14 days
      </h2>
      {view.elsewhere ? (
        <>
          <p className="trial__note">
            {view.elsewhere.site} has room: {view.elsewhere.label}.
          </p>
          <a className="button button--contained" href={view.elsewhere.href}>
            Book at {view.elsewhere.site}
          </a>
        </>
      ) : (
        <p className="trial__note">Sessions with room may open up: try again in a few days, or choose another class.</p>
      )}
      <p className="trial__note">
        Or <a href="/#contact">send us a message</a> and a coach will find a session for you.
      </p>
    </section>
  );
}

/**
 * "Find my booking": a fresh link to each booked session is e-mailed to the address it was booked with, never shown
 * here (anyone can type an address). Where the site sends no e-mail, the visitor is told whom to ask instead.
 */
function FindMyBooking({
  result,
  mailOn,
  studio,
}: {
  result: FindBookingResult['find'] | undefined;
  mailOn: boolean;
  studio: StudioContact;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'find';
  return (
    <section id="find-booking" className="trial-find" aria-labelledby="trial-find-title" tabIndex={-1}>
      <h2 id="trial-find-title" className="minor-heading trial-day__title">
        Find my booking
      </h2>
      {mailOn ? (
        <>
          <p className="trial__note">
            Booked already? Give the e-mail address you booked with and we will e-mail you a link to see or cancel each
            booking.
          </p>
          <Form method="post" className="trial-find__form" aria-label="Find my booking" preventScrollReset noValidate>
            <input type="hidden" name="intent" value="find" />
            <div className="trial-field">
              <label htmlFor="trial-find-email">E-mail address you booked with</label>
              <input
                id="trial-find-email"
                name="email"
                type="email"
                autoComplete="email"
                defaultValue={result?.email ?? ''}
                aria-invalid={result && !result.sent ? true : undefined}
                aria-describedby={result ? 'trial-find-result' : undefined}
              />
            </div>
            <button type="submit" className="button button--outlined trial-choose__submit" disabled={busy}>
              Send my booking link
            </button>
          </Form>
          {result && (
            <p
              id="trial-find-result"
              className={result.sent ? 'trial-find__sent' : 'trial-field__error'}
              role={result.sent ? 'status' : 'alert'}
            >
              {result.message}
            </p>
          )}
        </>
      ) : (
        <p className="trial__note">
          This site cannot e-mail booking links yet. To see or cancel a booking, call us on{' '}
          <a href={`tel:${studio.phone.replace(/\s+/g, '')}`}>{studio.phone}</a> or e-mail{' '}
          <a href={`mailto:${studio.email}`}>{studio.email}</a> and we will send you its link.
        </p>
      )}
    </section>
  );
}

/**
 * /trial: choose a class and a site (a GET form, so it works before and without the page's code), then one
 * session in the next 14 days and who is coming; "Confirm booking" posts to the route's action, which books on the
 * server and answers with the confirmation page. Plain elements (trial.css).
 */
export function TrialPage({
  view,
  actionResult,
  mailOn,
  studio,
}: {
  view: TrialView;
  actionResult: TrialActionResult | undefined;
  mailOn: boolean;
  studio: StudioContact;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' &&
    navigation.formMethod?.toUpperCase() === 'POST' &&
    navigation.formData?.get('intent') !== 'find';
  const result = actionResult && 'errors' in actionResult ? actionResult : undefined;
  const findResult = actionResult && 'find' in actionResult ? actionResult.find : undefined;
  const chosen = result?.values.session ?? view.session ?? undefined;
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="trial">
      <PageHero
        overline="Your first class is free"
        title="Book a free trial"
        lead="Choose a class, a site and a session in the next two weeks, then tell us who is coming. Your place is confirmed at once."
      />
      <div className="container container--sm trial__body">
        <p className="trial__note">
          Booked already? <a href="#find-booking">Find my booking</a>
        </p>
        <form method="get" action="/trial" className="trial-choose" aria-label="Choose a class and a site">
          <div className="trial-field">
            <label htmlFor="trial-class">Class</label>
            <select id="trial-class" name="class" defaultValue={view.classSlug ?? ''}>
              <option value="">Choose a class</option>
              {view.classes.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <div className="trial-field">
            <label htmlFor="trial-site">Site</label>
            <select id="trial-site" name="site" defaultValue={view.siteSlug}>
              <option value="">Both sites</option>
              {view.sites.map((site) => (
                <option key={site.slug} value={site.slug}>
                  {site.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--outlined trial-choose__submit">
            Show sessions
          </button>
        </form>

        {view.classSlug === null ? (
          <p className="trial__note">Choose a class to see its sessions with free trial places.</p>
        ) : view.bookable === 0 ? (
          <NoPlaces view={view} />
        ) : (
          <Form
            method="post"
            className="trial-form"
            aria-label="Book a free trial"
            key={`${view.classSlug}-${view.site}-${view.session}`}
          >
            {result?.errors.form && (
              <p className="trial-form__alert" role="alert">
                {result.errors.form}
              </p>
            )}
            {view.chosen && !result?.errors.session ? (
              <div className="trial-chosen">
                <h2 className="minor-heading trial-day__title">Your session</h2>
                <p className="trial-chosen__label">{view.chosen.label}</p>
                <details className="trial-chosen__other">
                  <summary>Choose another session</summary>
                  <SessionList view={view} result={result} chosen={chosen} />
                </details>
              </div>
            ) : (
              <SessionList view={view} result={result} chosen={chosen} />
            )}

            <fieldset className="trial-details">
              <legend className="minor-heading">{view.forChildren ? 'Who is booking' : 'Your details'}</legend>
              <Field
                name="name"
                label={view.forChildren ? 'Your name (parent or guardian)' : 'Your name'}
                autoComplete="name"
                result={result}
              />
              <Field name="email" label="Email" type="email" autoComplete="email" result={result} />
              <Field
                name="phone"
                label="Phone"
                type="tel"
                autoComplete="tel"
                result={result}
                hint="We call if a session is cancelled at short notice."
              />
              {view.forChildren && (
                <>
                  <Field name="childName" label="Child's first name" autoComplete="off" result={result} />
                  <Field name="childAge" label="Child's age" inputMode="numeric" autoComplete="off" result={result} />
                </>
              )}
              <div className="trial-form__trap" aria-hidden="true">
                <label htmlFor="trial-website">Leave this field empty</label>
                <input id="trial-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
              </div>
            </fieldset>
            <button type="submit" className="button button--contained button--large trial-form__submit" disabled={busy}>
              Confirm booking
            </button>
            <p className="trial-form__privacy">
              We use these details only to hold your place, send your confirmation and a reminder, and call you if the
              session is cancelled. No health questions, no marketing. Read our <a href="/privacy">privacy notice</a>.
            </p>
          </Form>
        )}
        <FindMyBooking result={findResult} mailOn={mailOn} studio={studio} />
      </div>
    </main>
  );
}
