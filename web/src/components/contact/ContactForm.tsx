import { contactMessages as messages } from '@studio/core/contact/contactMessages';
import { parseContactInput, type ContactFields, type ContactInput } from '@studio/core/contact/contactInput';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BackendError } from '@/backend/errors.ts';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { classNames } from '@/content/classes.ts';
import { contactPrivacyLine } from '@/content/contactPrivacyLine.ts';
import { GOAL_EVENT } from '@/insights/insightsPage.ts';

type Outcome = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** The server's own words are shown for a refused message (bad input, too many messages); anything else gets the general apology. */
function failureMessage(error: unknown): string {
  if (error instanceof BackendError && (error.status === 400 || error.status === 429)) {
    return error.message || (error.status === 429 ? messages.contactRateLimited : messages.contactFailed);
  }
  return messages.contactFailed;
}

/** The form's fields, in the order they are shown: the first of them with a problem gets the focus. */
const FIELDS = ['name', 'email', 'phone', 'class_interest', 'message', 'website'] as const;
type FieldName = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<FieldName, string>>;

/** What the visitor has typed, as the inputs hold it (the inputs are the state: nothing is copied on each key). */
function valuesOf(form: HTMLFormElement): ContactInput {
  const data = new FormData(form);
  const value = (field: FieldName) => String(data.get(field) ?? '');
  return {
    name: value('name'),
    email: value('email'),
    phone: value('phone'),
    class_interest: value('class_interest'),
    message: value('message'),
    website: value('website'),
  };
}

/** Core's rules over the form's values: the checked fields, or each field's first problem. */
function check(form: HTMLFormElement): { fields: ContactFields; errors?: undefined } | { errors: FieldErrors } {
  const result = parseContactInput(valuesOf(form));
  if (result.success) return { fields: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName | undefined;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return { errors };
}

/**
 * A labelled field: its error, when it has one, is tied to the control (`aria-describedby`, `aria-invalid`) and
 * shown under it. `control` gets the id, the error's id and the invalid state through `controlProps`.
 */
function Field({
  id,
  label,
  required = false,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  children: (controlProps: {
    id: string;
    'aria-invalid': 'true' | 'false';
    'aria-describedby': string | undefined;
    required: boolean;
  }) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span aria-hidden="true" className="field__required">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? 'true' : 'false',
        'aria-describedby': error ? errorId : undefined,
        required,
      })}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The contact form of the home page and the class pages: plain labelled fields (contact.css), checked by core's rules
 * (`parseContactInput`, the servers' own) when sent. A field's problem shows under it and the first field with one
 * gets the focus; once a send has been tried, a field is checked again as it changes, so its message goes as soon as
 * it is put right. A class page passes `defaultClassInterest`; `idPrefix` keeps field ids unique when a page holds
 * more than one form.
 */
export function ContactForm({
  defaultClassInterest,
  idPrefix = 'contact',
}: {
  defaultClassInterest?: string;
  idPrefix?: string;
}) {
  const backend = useBackend();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // Whether a send has been tried since the form was last cleared: from then on a field is checked as it changes.
  const tried = useRef(false);
  // Bumped after a send: fresh inputs, with nothing of the last message left in them.
  const [formVersion, setFormVersion] = useState(0);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const form = event.currentTarget;
    tried.current = true;
    const checked = check(form);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = FIELDS.find((field) => checked.errors[field]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    setOutcome({ kind: 'idle' });
    try {
      const { fields } = checked;
      await backend.contact.submit({ ...fields, website: fields.website ?? '' });
      tried.current = false;
      setFormVersion((version) => version + 1);
      setOutcome({ kind: 'sent' });
      // A goal of studio insights (its script sends it, if this visit is counted).
      dispatchEvent(new CustomEvent(GOAL_EVENT, { detail: 'contact' }));
    } catch (error) {
      setOutcome({ kind: 'failed', message: failureMessage(error) });
    } finally {
      setSubmitting(false);
    }
  };

  /** After a tried send, the changed field's problem, or none, as the rules find it now. */
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name as FieldName;
    if (!tried.current || !FIELDS.includes(field)) return;
    const problem = check(event.currentTarget).errors?.[field];
    setErrors((current) => (current[field] === problem ? current : { ...current, [field]: problem }));
  };

  const id = (field: string) => `${idPrefix}-${field}`;
  const errorOf = (field: FieldName) => errors[field];

  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={(event) => void send(event)}
      onChange={recheck}
      aria-label="Contact form"
      aria-busy={isSubmitting}
    >
      {/* Announced politely when it appears; the failure is an alert so it is read straight away. */}
      <div aria-live="polite">
        {outcome.kind === 'sent' && (
          <p className="form-alert form-alert--success" role="status">
            {messages.contactSent}
          </p>
        )}
      </div>
      {outcome.kind === 'failed' && (
        <p className="form-alert form-alert--error" role="alert">
          {outcome.message}
        </p>
      )}
      <div key={formVersion} className="contact-form__fields">
        <div className="contact-form__row">
          <Field id={id('name')} label="Name" required error={errorOf('name')}>
            {(control) => <input className="field__input" autoComplete="name" name="name" {...control} />}
          </Field>
          <Field id={id('email')} label="Email" required error={errorOf('email')}>
            {(control) => (
              <input className="field__input" type="email" autoComplete="email" name="email" {...control} />
            )}
          </Field>
        </div>
        <div className="contact-form__row">
          <Field id={id('phone')} label="Phone (optional)" error={errorOf('phone')}>
            {(control) => <input className="field__input" type="tel" autoComplete="tel" name="phone" {...control} />}
          </Field>
          <Field id={id('class_interest')} label="Class interest (optional)" error={errorOf('class_interest')}>
            {(control) => (
              <select
                className="field__input field__select"
                name="class_interest"
                defaultValue={defaultClassInterest ?? ''}
                {...control}
              >
                <option value="">No particular class</option>
                {classNames.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field id={id('message')} label="Message" required error={errorOf('message')}>
          {(control) => <textarea className="field__input field__textarea" rows={4} name="message" {...control} />}
        </Field>
        {/* Honeypot: hidden from people (and screen readers); bots that fill every field give themselves away. */}
        <div aria-hidden="true" className="contact-form__honeypot">
          <label htmlFor={id('website')}>Leave this field empty</label>
          <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
      </div>
      <div>
        <button
          type="submit"
          className="button button--large button--contained button--borderless contact-form__submit"
          disabled={isSubmitting}
        >
          {isSubmitting && (
            <span className="button__start-icon">
              <span aria-hidden="true" className="contact-form__spinner" />
            </span>
          )}
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </button>
        <p className="contact-form__privacy">
          {contactPrivacyLine.text}{' '}
          <RouterLink to="/privacy" className="contact-form__privacy-link">
            {contactPrivacyLine.link}
          </RouterLink>
        </p>
      </div>
    </form>
  );
}
