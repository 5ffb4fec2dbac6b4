import { messages } from '@studio/core/messages';
import type { ContactFields, ContactInput } from '@studio/core/contactInput';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { BackendError } from '@/backend/errors.ts';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { classNames } from '@/content/classes.ts';
import { contactPrivacyLine } from '@/content/contactPrivacyLine.ts';
import { GOAL_EVENT } from '@/insights/insightsPage.ts';
import { contactResolver } from './contactResolver.ts';

type Outcome = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** The server's own words are shown for a refused message (bad input, too many messages); anything else gets the general apology. */
function failureMessage(error: unknown): string {
  if (error instanceof BackendError && (error.status === 400 || error.status === 429)) {
    return error.message || (error.status === 429 ? messages.contactRateLimited : messages.contactFailed);
  }
  return messages.contactFailed;
}

const emptyForm: ContactInput = { name: '', email: '', phone: '', class_interest: '', message: '', website: '' };

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
 * The contact form of the home page and the class pages: plain labelled fields (contact.css) driven by
 * react-hook-form. A class page passes `defaultClassInterest`; `idPrefix` keeps field ids unique when a page holds
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
  // Bumped after a send: fresh inputs, with nothing of the last message left in them.
  const [formVersion, setFormVersion] = useState(0);
  const defaults: ContactInput = { ...emptyForm, class_interest: defaultClassInterest ?? '' };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactFields>({
    resolver: contactResolver,
    defaultValues: defaults,
  });

  const send = handleSubmit(async (fields) => {
    setOutcome({ kind: 'idle' });
    try {
      await backend.contact.submit({ ...fields, website: fields.website ?? '' });
      reset(defaults);
      setFormVersion((version) => version + 1);
      setOutcome({ kind: 'sent' });
      // A goal of studio insights (its script sends it, if this visit is counted).
      dispatchEvent(new CustomEvent(GOAL_EVENT, { detail: 'contact' }));
    } catch (error) {
      setOutcome({ kind: 'failed', message: failureMessage(error) });
    }
  });

  const id = (field: string) => `${idPrefix}-${field}`;
  const errorOf = (field: keyof ContactInput) => errors[field]?.message;

  return (
    <form className="contact-form" noValidate onSubmit={send} aria-label="Contact form" aria-busy={isSubmitting}>
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
            {(control) => <input className="field__input" autoComplete="name" {...control} {...register('name')} />}
          </Field>
          <Field id={id('email')} label="Email" required error={errorOf('email')}>
            {(control) => (
              <input className="field__input" type="email" autoComplete="email" {...control} {...register('email')} />
            )}
          </Field>
        </div>
        <div className="contact-form__row">
          <Field id={id('phone')} label="Phone (optional)" error={errorOf('phone')}>
            {(control) => (
              <input className="field__input" type="tel" autoComplete="tel" {...control} {...register('phone')} />
            )}
          </Field>
          <Field id={id('class_interest')} label="Class interest (optional)" error={errorOf('class_interest')}>
            {(control) => (
              <select className="field__input field__select" {...control} {...register('class_interest')}>
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
          {(control) => (
            <textarea className="field__input field__textarea" rows={4} {...control} {...register('message')} />
          )}
        </Field>
        {/* Honeypot: hidden from people (and screen readers); bots that fill every field give themselves away. */}
        <div aria-hidden="true" className="contact-form__honeypot">
          <label htmlFor={id('website')}>Leave this field empty</label>
          <input id={id('website')} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
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
