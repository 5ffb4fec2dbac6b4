import { OpenInNewIcon } from '@/components/layout/icons.tsx';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';

/**
 * What stands in for a third-party embed that cannot load: a short note and a plain link to the same thing. Plain
 * elements styled by embeds.css.
 */
export function EmbedFallback({ note, linkText, href }: { note: string; linkText: string; href: string }) {
  return (
    <div className="embed-fallback">
      <p className="embed-fallback__note">{note}</p>
      <a className="button button--contained button--borderless" href={href} target="_blank" rel="noopener noreferrer">
        {linkText}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        <span className="button__end-icon">
          <OpenInNewIcon />
        </span>
      </a>
    </div>
  );
}

/** A quiet line shown while an embed is on its way. */
export function EmbedPlaceholder({ text }: { text: string }) {
  return (
    <p className="embed-placeholder" role="status">
      {text}
    </p>
  );
}
