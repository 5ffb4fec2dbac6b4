import type { ReactNode } from 'react';
import { loadingOf } from '@/components/images/Picture.tsx';
import { SportsMmaIcon } from '@/components/layout/contentIcons.tsx';

/**
 * An event's picture at a fixed ratio, or a branded gradient with a glove when the event has none,
 * so cards line up either way. The title sits next to it, so the picture itself is decorative.
 */
export function EventImage({
  src,
  ratio = '3 / 2',
  eager = false,
  rounded = false,
  children,
}: {
  src: string | null;
  ratio?: string;
  /** The main picture of a page loads at once; card pictures wait until they are near. */
  eager?: boolean;
  rounded?: boolean;
  /** Overlays such as the date badge. */
  children?: ReactNode;
}) {
  return (
    <div className={rounded ? 'event-image event-image--rounded' : 'event-image'} style={{ aspectRatio: ratio }}>
      {src ? (
        <img className="event-image__img" src={src} alt="" {...loadingOf(eager)} />
      ) : (
        <div aria-hidden="true" className="event-image__placeholder">
          <SportsMmaIcon className="event-image__glove" />
        </div>
      )}
      {children}
    </div>
  );
}

const dayOfMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

/** A calendar-leaf badge (day over month) for the corner of an event picture; the full date is in the card text. */
export function DateBadge({ date }: { date: string }) {
  const at = new Date(date);
  return (
    <div aria-hidden="true" className="date-badge">
      <div className="date-badge__day">{dayOfMonth.format(at)}</div>
      <div className="date-badge__month">{shortMonth.format(at)}</div>
    </div>
  );
}
