import { setEmbedAllowed, useEmbedChoices } from '@/components/embeds/embedConsent.ts';
import { EMBED_KINDS, embeddedContent } from '@/content/embeddedContent.ts';
import { privacyPage } from '@/content/privacy.ts';
import { LegalSection } from './LegalSection.tsx';

/**
 * Each kind of embedded content with its state on this browser and one button to allow or withdraw it. The page
 * is built with nothing allowed; the visitor's own choices show once it runs in the browser.
 */
export function EmbedChoices() {
  const choices = useEmbedChoices();
  return (
    <LegalSection id="embedded-content" heading={privacyPage.choicesHeading}>
      <p className="legal__text">{privacyPage.choicesIntro}</p>
      <ul className="grid-list embed-choices">
        {EMBED_KINDS.map((kind) => {
          const copy = embeddedContent[kind];
          const allowed = choices[kind];
          const headingId = `embed-choice-${kind}`;
          return (
            <li key={kind} className="embed-choice">
              <div className="embed-choice__about">
                <h3 id={headingId} className="embed-choice__name">
                  {copy.name}
                </h3>
                <p className="embed-choice__text">
                  From {copy.provider}, on {copy.where}. {copy.privacy}
                </p>
              </div>
              <div className="embed-choice__control">
                <p className="embed-choice__state" data-allowed={allowed} aria-live="polite">
                  {allowed ? 'Allowed' : 'Not allowed'}
                </p>
                <button
                  type="button"
                  className={allowed ? 'button button--outlined' : 'button button--contained'}
                  onClick={() => setEmbedAllowed(kind, !allowed)}
                >
                  {allowed ? `Withdraw ${copy.choice}` : `Allow ${copy.choice}`}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="legal__text">{privacyPage.choicesWithdrawNote}</p>
    </LegalSection>
  );
}
