import { isBannerActive } from '@studio/core/content/bannerDays';
import { useEffect, useRef, useState } from 'react';
import { NOTICE_CLOSED_KEY_NAME as NOTICE_CLOSED_KEY } from '@/content/noticeBanner.ts';
import { useRootLoaderData, useSiteContent } from '@/content/siteContent.tsx';

/** Set on `<html>` while the notice is closed (every copy of it hides) or shown in full (every copy grows). */
const CLOSED_ATTRIBUTE = 'data-notice-closed';
const EXPANDED_ATTRIBUTE = 'data-notice-expanded';

/** A short fingerprint of the notice's words: closing one notice does not hide the next one the studio writes. */
export function noticeFingerprint(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index++) hash = ((hash * 33) ^ text.charCodeAt(index)) >>> 0;
  return `n${hash.toString(36)}`;
}

/**
 * Runs as the page is parsed, before the notice paints: a visitor who closed this notice earlier in the session
 * does not see it flash up on every page until the page's code has started. The fingerprint is `n` and base-36
 * digits, so it is safe inside the script.
 */
function closedEarlierScript(fingerprint: string): string {
  return `try{if(sessionStorage.getItem(${JSON.stringify(NOTICE_CLOSED_KEY)})==="${fingerprint}")document.documentElement.setAttribute("${CLOSED_ATTRIBUTE}","")}catch(e){}`;
}

/**
 * The studio's notice ("Both studios closed 25-26 December"), at the top of every public page while it is active:
 * from its start day to its end day, studio time. Plain elements (NoticeBanner.css) like the header it sits in.
 * `spacer` draws an invisible copy in the page's flow that keeps the fixed header's copy from covering the page.
 *
 * It is at most two lines; longer text is cut, with "More" to read it whole. "Close" hides it for the rest of the
 * browser session (remembered in `sessionStorage`, as /privacy says).
 *
 * The day is the one the server drew the page on (the root loader's), so hydration draws what the HTML shows and
 * the browser loads no time zone data for it.
 */
export function NoticeBanner({ spacer = false }: { spacer?: boolean }) {
  const { banner } = useSiteContent();
  const day = useRootLoaderData()?.studioDay;
  const messageRef = useRef<HTMLParagraphElement>(null);
  const [cut, setCut] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const active = Boolean(day && isBannerActive(banner, day));

  // "More" shows only where the text is cut: measured in the browser, as the width decides.
  useEffect(() => {
    const message = messageRef.current;
    if (!message || spacer || typeof ResizeObserver === 'undefined') return;
    const measure = () => setCut(message.scrollHeight > message.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(message);
    return () => observer.disconnect();
  }, [spacer, active]);

  if (!active) return null;
  const fingerprint = noticeFingerprint(`${banner.message}|${banner.linkText ?? ''}`);
  const link =
    banner.linkUrl && banner.linkText ? (
      <>
        {' '}
        <a className="notice-banner__link" href={banner.linkUrl}>
          {banner.linkText}
        </a>
      </>
    ) : null;

  if (spacer)
    return (
      <div className="notice-banner notice-banner--spacer" aria-hidden="true" inert>
        <div className="container container--xl notice-banner__body">
          <p className="notice-banner__message">
            {banner.message}
            {banner.linkText && <span className="notice-banner__link"> {banner.linkText}</span>}
          </p>
          <span className="notice-banner__button notice-banner__close">Close</span>
        </div>
      </div>
    );

  const toggle = () => {
    const next = !expanded;
    setExpanded(next);
    document.documentElement.toggleAttribute(EXPANDED_ATTRIBUTE, next);
  };
  const close = () => {
    try {
      sessionStorage.setItem(NOTICE_CLOSED_KEY, fingerprint);
    } catch {
      // Storage refused (private mode, full): it stays closed on this page only.
    }
    document.documentElement.setAttribute(CLOSED_ATTRIBUTE, '');
    document.documentElement.removeAttribute(EXPANDED_ATTRIBUTE);
    // The button goes with the notice: focus moves to the start of the page instead of being lost.
    document.querySelector<HTMLElement>('.site-header a, main')?.focus();
  };
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: closedEarlierScript(fingerprint) }} />
      <section className="notice-banner" aria-label="Notice">
        <div className="container container--xl notice-banner__body">
          <p className="notice-banner__message" id={`${fingerprint}-text`} ref={messageRef}>
            {banner.message}
            {link}
          </p>
          {(cut || expanded) && (
            <button
              type="button"
              className="notice-banner__button"
              aria-expanded={expanded}
              aria-controls={`${fingerprint}-text`}
              onClick={toggle}
            >
              {expanded ? 'Less' : 'More'}
            </button>
          )}
          <button type="button" className="notice-banner__button notice-banner__close" onClick={close}>
            Close
          </button>
        </div>
      </section>
    </>
  );
}
