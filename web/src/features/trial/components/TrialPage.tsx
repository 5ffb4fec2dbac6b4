import type { TrialView } from '@studio/core/trialView';
import type { TrialFieldErrors } from '@studio/core/trials';
import { Form, useNavigation } from 'react-router';
import { PageHero } from '@/components/layout/PageHero.tsx';
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink.tsx';

/** What the booking form sent back when it could not book: the messages and the visitor's own words. */
export interface TrialFormResult {
  errors: TrialFieldErrors;
  values: Record<string, string>;
}

const SITE_VALUES = { Aintree: 'aintree', 'St Helens': 'st-helens' } as const;

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

/**
 * /trial: choose a class and a site (a GET form, so it works before and without the page's code), then one
 * session in the next 14 days and who is coming; "Confirm booking" posts to the route's action, which books on the
 * server and answers with the confirmation page. Plain elements (trial.css).
 */
export function TrialPage({ view, result }: { view: TrialView; result: TrialFormResult | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const chosen = result?.values.session ?? view.session ?? undefined;
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="trial">
      <PageHero
        overline="Your first class is free"
        title="Book a free trial"
        lead="Choose a class, a site and a session in the next two weeks, then tell us who is coming. Your place is confirmed at once."
      />
      <div className="container container--sm trial__body">
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
            <select id="trial-site" name="site" defaultValue={view.site ? SITE_VALUES[view.site] : ''}>
              <option value="">Both sites</option>
              {view.sites.map((site) => (
                <option key={site} value={SITE_VALUES[site]}>
                  {site}
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
        ) : (
          <Form
            method="post"
            className="trial-form"
            aria-label="Book a free trial"
            key={`${view.classSlug}-${view.site}`}
          >
            {result?.errors.form && (
              <p className="trial-form__alert" role="alert">
                {result.errors.form}
              </p>
            )}
            <fieldset
              className="trial-sessions"
              aria-describedby={result?.errors.session ? 'trial-session-error' : undefined}
            >
              <legend>Session</legend>
              {result?.errors.session && (
                <p id="trial-session-error" className="trial-field__error" role="alert">
                  {result.errors.session}
                </p>
              )}
              {view.days.length === 0 && (
                <p className="trial__note">
                  No sessions with trial places in the next 14 days. Try {view.site ? 'the other site or ' : ''}another
                  class, or <a href="/#contact">send us a message</a>.
                </p>
              )}
              {view.days.map((day) => (
                <div key={day.day} className="trial-day">
                  <h2 className="trial-day__title">{day.label}</h2>
                  <ul className="trial-day__choices">
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
                            <a
                              className="trial-choice__next"
                              href={`/trial?class=${view.classSlug}&site=${SITE_VALUES[choice.site]}&session=${encodeURIComponent(choice.next.key)}`}
                            >
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

            <fieldset className="trial-details">
              <legend>Your details</legend>
              <Field name="name" label="Your name" autoComplete="name" result={result} />
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
                  <p className="trial__note">For a children's session, tell us about the child and who is booking.</p>
                  <Field name="childName" label="Child's first name" result={result} />
                  <Field name="childAge" label="Child's age" inputMode="numeric" result={result} />
                  <Field name="guardian" label="Parent or guardian" autoComplete="name" result={result} />
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
      </div>
    </main>
  );
}
