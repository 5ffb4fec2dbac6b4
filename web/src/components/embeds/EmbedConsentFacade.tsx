import { embedNotice, type EmbedKind } from '@/content/embeddedContent.ts';
import { OpenInNewIcon } from '@/components/layout/icons.tsx';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';
import { useEmbedConsent } from './embedConsent.ts';

/**
 * What stands in for third-party content the visitor has not chosen: one line on what loading it means, a button
 * that loads it (and remembers the choice for its kind), and, where there is one, a plain link to the same thing
 * on the provider's own site. Plain elements styled by the pages' CSS: event pages draw without MUI.
 */
export function EmbedConsentFacade({
  kind,
  buttonText,
  alternative,
  onAllow,
}: {
  kind: EmbedKind;
  buttonText: string;
  alternative?: { href: string; text: string };
  /** Runs once the choice is stored, before the content renders (to move focus to it). */
  onAllow?: () => void;
}) {
  const { allow } = useEmbedConsent(kind);
  return (
    <div className="embed-consent">
      <p className="embed-consent__note">{embedNotice(kind)}</p>
      <button
        type="button"
        className="button button--contained"
        onClick={() => {
          onAllow?.();
          allow();
        }}
      >
        {buttonText}
      </button>
      {alternative && (
        <a href={alternative.href} target="_blank" rel="noopener noreferrer" className="embed-link">
          {alternative.text}
          <OpenInNewIcon className="embed-link__icon" />
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      )}
    </div>
  );
}
