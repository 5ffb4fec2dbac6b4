import { useEffect, type RefObject } from 'react';

/**
 * A field scrolled to (by the keyboard, or a refused save's first problem) stops clear of the sticky bar: the page's
 * scroll padding at the bottom follows the bar's height (it grows with a message in it) while the editor is open.
 * A field focused by a tap that the bar still covers (the on-screen keyboard can shrink the view) is scrolled up.
 */
export function useKeptClearOf(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    const GAP = 16;
    const follow = () => {
      root.style.scrollPaddingBottom = `${element.offsetHeight + GAP}px`;
    };
    follow();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(follow);
    observer?.observe(element);
    const clear = (event: FocusEvent) => {
      const field = event.target;
      if (!(field instanceof HTMLElement) || element.contains(field)) return;
      const covered = field.getBoundingClientRect().bottom + GAP - element.getBoundingClientRect().top;
      if (covered > 0 && element.getBoundingClientRect().top < window.innerHeight) window.scrollBy({ top: covered });
    };
    element.parentElement?.addEventListener('focusin', clear);
    return () => {
      observer?.disconnect();
      element.parentElement?.removeEventListener('focusin', clear);
      root.style.scrollPaddingBottom = before;
    };
  }, [bar]);
}
