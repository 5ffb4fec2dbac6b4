import { messages } from '@studio/core/shared/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowBackIcon, ErrorOutlineIcon, EventBusyIcon, RefreshIcon } from '@/components/layout/eventIcons.tsx';
import { pageTitle } from './EventHead.tsx';

function ViewAllEvents() {
  return (
    <Link to="/events" className="button button--contained">
      <span className="button__start-icon">
        <ArrowBackIcon />
      </span>
      View All Events
    </Link>
  );
}

function StatePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main-content" className="event-state">
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <div className="container container--sm event-state__body">
        <EventBusyIcon className="event-state__icon" />
        <h1 className="section__title event-state__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function EventNotFound() {
  return (
    <StatePage title={messages.eventNotFoundTitle}>
      <p className="event-state__text">{messages.eventNotFoundBody}</p>
      <ViewAllEvents />
    </StatePage>
  );
}

/** A load that failed (not a missing event): say why, and offer another go. */
export function EventLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatePage title="Event Unavailable">
      <div role="alert" className="alert event-state__alert">
        <ErrorOutlineIcon className="alert__icon" />
        <div className="alert__message">{message}</div>
      </div>
      <div className="not-found__actions">
        <button type="button" className="button button--outlined" onClick={onRetry}>
          <span className="button__start-icon">
            <RefreshIcon />
          </span>
          Try Again
        </button>
        <ViewAllEvents />
      </div>
    </StatePage>
  );
}
