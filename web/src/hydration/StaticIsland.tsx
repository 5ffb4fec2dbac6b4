import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAnchorClick } from '@/components/layout/anchors.ts';
import { whenInteracted } from './firstInteraction.ts';

/** What a kept island renders: nothing React draws, so React leaves the server's HTML inside it as it is. */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * A part of a page whose content never changes in the browser, drawn by the server and never hydrated: rendered
 * without `children` in the browser (its data stayed on the server, see serverOnly.ts), it keeps the server's HTML
 * as it is (an element whose inner HTML React does not own is neither compared nor redrawn while hydrating). With
 * `children` (on the server, or a page drawn in the browser) it draws them.
 *
 * What the kept HTML did through React it does here: a link React Router drew (`data-discover`) navigates in the
 * page, a link to a home section on the home page scrolls there (anchors.ts), and the blocks ScrollReveal drew
 * reveal as they scroll into view (from the visitor's first interaction on). Other links (a file, another site) are followed by the browser, as before.
 */
export function StaticIsland({ children }: { children: ReactNode | undefined }) {
  const box = useRef<HTMLDivElement>(null);
  const kept = children === undefined;
  const navigate = useNavigate();
  const anchorClick = useAnchorClick();

  useEffect(() => {
    const element = box.current;
    if (!kept || !element) return;
    let stop: (() => void) | undefined;
    let gone = false;
    // Nothing below the first screen is seen before the visitor scrolls: the reveal's code loads then, as the
    // hydrating sections' code does, not with the page.
    whenInteracted(() =>
      import('@/components/layout/ScrollReveal.tsx').then(
        ({ revealWithin }) => {
          if (!gone) stop = revealWithin(element);
        },
        () => {},
      ),
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [kept]);

  if (!kept) return <div>{children}</div>;

  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a[data-discover]');
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    if (url.pathname === '/' && url.hash) {
      anchorClick(url.hash.slice(1))(event);
      return;
    }
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  return <div ref={box} onClick={followLink} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
}
