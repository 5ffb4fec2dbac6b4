/**
 * A spinner that screen readers announce by its label. The ring only rotates, an animation the compositor runs
 * on its own: a drawn one (MUI's CircularProgress animates its stroke) repaints the page on the main thread every
 * frame, which on a cheap phone competes with the code that is loading the very data being waited for.
 * Plain elements styled by the CSS of features/events/events.css.
 */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="loading-status">
      <span aria-hidden="true" className="loading-status__ring" />
      <p className="loading-status__label">{label}...</p>
    </div>
  );
}
