/**
 * Marks a part of a server-rendered page whose code has not run yet (HydrateWhenVisible's box, until its section
 * has hydrated). Its HTML shows, but its buttons do nothing until then.
 */
export const HYDRATION_PENDING = 'data-hydration-pending';

/**
 * Keeps a tap or click on a button inside a part of the page still waiting for its code, and clicks that button
 * again once the part is live (React has hydrated it and its code removed the marker), so the tap takes effect
 * late instead of never. Runs as an inline script in the page's `<head>` (see `keepTapsScript`), before anything can
 * be tapped and whether or not any of the app's code has loaded yet.
 *
 * React cannot do this itself: a click inside a Suspense boundary that is still dehydrated makes React try to
 * hydrate it at once, and if the boundary's code is not there yet React stops the event and drops it (React DOM
 * 19's `dispatchEvent`: `stopPropagation` once the synchronous hydration attempt leaves it blocked); a click before
 * the app's code has run at all reaches no React listener.
 *
 * A second tap on a button already kept is the visitor trying again, not a second action: it is not kept twice, so a
 * toggle does not open and shut again. Links are left alone: they work as plain HTML before hydration.
 *
 * Self-contained (no imports, no closure over module values): it is turned into source text with `toString`.
 */
export function keepTapsUntilLive(pendingAttribute: string): void {
  const pending = `[${pendingAttribute}]`;
  const kept = new Set<HTMLElement>();
  addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const control = target.closest<HTMLElement>('button, [role="button"], summary');
      if (!control?.closest(pending)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      kept.add(control);
    },
    true,
  );
  new MutationObserver(() => {
    for (const control of kept) {
      if (control.isConnected && control.closest(pending)) continue;
      kept.delete(control);
      if (control.isConnected) control.click();
    }
  }).observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: [pendingAttribute] });
}

/** The inline script the server puts in every page's `<head>` (entry.server.tsx). */
export const keepTapsScript = `(${keepTapsUntilLive.toString()})(${JSON.stringify(HYDRATION_PENDING)});`;
