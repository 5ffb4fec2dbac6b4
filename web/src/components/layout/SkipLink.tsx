export const MAIN_CONTENT_ID = 'main-content';

/** First stop for keyboard users: jumps past the header straight to the page content. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
