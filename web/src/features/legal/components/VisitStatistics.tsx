import { useState } from 'react';
import { icon } from '@/components/layout/icons.tsx';
import { visitCountingChoice, visitStatistics } from '@/content/privacy.ts';
import { setOptedOut, useBrowserAsksNotToBeCounted, useOptedOut } from '@/insights/visitorChoice.ts';
import { LegalSection } from './LegalSection.tsx';
import { TextBlocks } from './TextSections.tsx';

/** Material's check mark: drawn in the button while it is pressed. */
const CheckIcon = icon('check');

/**
 * How visits to the website are counted (studio insights), and "Don't count my visits": a toggle button whose pressed
 * state is the visitor's choice, with the state in words beside it. Without JavaScript the choice is hidden
 * (legal.css) and the page says that no visit is counted at all, which is so: the counting is the script's.
 */
export function VisitStatistics() {
  const optedOut = useOptedOut();
  const browserAsks = useBrowserAsksNotToBeCounted();
  const [notStored, setNotStored] = useState(false);
  const counted = !optedOut && !browserAsks;
  return (
    <LegalSection id={visitStatistics.id} heading={visitStatistics.heading}>
      <TextBlocks blocks={visitStatistics.blocks} />
      <noscript>
        <p className="legal__text">{visitCountingChoice.withoutJavaScript}</p>
      </noscript>
      <div className="embed-choice visit-choice">
        <div className="embed-choice__about">
          <p className="visit-choice__state" aria-live="polite">
            {counted ? visitCountingChoice.counted : visitCountingChoice.notCounted}
          </p>
          <p className="embed-choice__text">{visitCountingChoice.how}</p>
          {browserAsks && (
            <p className="embed-choice__text visit-choice__note">{visitCountingChoice.globalPrivacyControl}</p>
          )}
          {notStored && (
            <p className="embed-choice__text visit-choice__note" role="alert">
              {visitCountingChoice.notStored}
            </p>
          )}
        </div>
        <div className="embed-choice__control">
          <button
            type="button"
            aria-pressed={optedOut}
            className={optedOut ? 'button button--contained' : 'button button--outlined'}
            onClick={() => setNotStored(!setOptedOut(!optedOut))}
          >
            {optedOut && (
              <span className="button__start-icon">
                <CheckIcon />
              </span>
            )}
            {visitCountingChoice.button}
          </button>
        </div>
      </div>
    </LegalSection>
  );
}
