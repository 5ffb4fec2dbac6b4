import type { ContentSectionId } from '@studio/core/content/siteContent';

/** What changed that a public page may show, told after the change is committed. */
export type SiteChange =
  { what: 'events' } | { what: 'content'; section: ContentSectionId } | { what: 'images'; slot: string | null };

export type SiteChangeListener = (change: SiteChange) => void;

/**
 * The one way a domain tells the rest of the server that the public site changed: the stores that own events,
 * content and images are given it the same way (as `siteChanges` in their options) and call `changed` after commit;
 * the page renderer and the caches listen. Listeners run in order; one that throws does not keep the others from
 * hearing, and never undoes the committed change.
 */
export function createSiteChanges(onListenerError: (error: unknown, change: SiteChange) => void = () => {}) {
  const listeners: SiteChangeListener[] = [];
  return {
    changed(change: SiteChange): void {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (error) {
          onListenerError(error, change);
        }
      }
    },
    listen(listener: SiteChangeListener): void {
      listeners.push(listener);
    },
  };
}

export type SiteChanges = ReturnType<typeof createSiteChanges>;
