import { Link as RouterLink } from 'react-router';
import { ArrowForwardIcon } from '@/components/layout/icons.tsx';
import { CelebrationIcon } from '@/components/layout/eventIcons.tsx';

/** The invitation to book the studio for a party, team day or private class. Plain elements (events.css). */
export function PrivateEventCall() {
  return (
    <section aria-labelledby="private-event-heading" className="private-call">
      <div className="container container--lg">
        <div className="private-call__card">
          <div>
            <CelebrationIcon className="private-call__icon" />
            <h2 id="private-event-heading" className="section__title private-call__title">
              Host a Private Event
            </h2>
            <p className="private-call__text">
              Birthday parties, team-building days, school groups or a private class for you and your friends: our
              coaches will plan a session around your group at either of our studios.
            </p>
          </div>
          <RouterLink
            to="/signup"
            className="button button--large button--contained button--borderless private-call__button"
          >
            Get in Touch
            <span className="button__end-icon">
              <ArrowForwardIcon />
            </span>
          </RouterLink>
        </div>
      </div>
    </section>
  );
}
