import { isBannerActive } from '@studio/core/siteContentRules';
import { useRootLoaderData, useSiteContent } from '@/content/siteContent.tsx';

/**
 * The studio's notice ("Both studios closed 25-26 December"), at the top of every public page while it is active:
 * from its start day to its end day, studio time. Plain elements (NoticeBanner.css) like the header it sits in.
 * `spacer` draws an invisible copy in the page's flow that keeps the fixed header's copy from covering the page.
 *
 * The day is the one the server drew the page on (the root loader's), so hydration draws what the HTML shows and
 * the browser loads no time zone data for it.
 */
export function NoticeBanner({ spacer = false }: { spacer?: boolean }) {
  const { banner } = useSiteContent();
  const day = useRootLoaderData()?.studioDay;
  if (!day || !isBannerActive(banner, day)) return null;
  if (spacer)
    return (
      <div className="notice-banner notice-banner--spacer" aria-hidden="true" inert>
        <div className="container container--xl notice-banner__body">
          <span className="notice-banner__message">{banner.message}</span>
          {banner.linkText && <span className="notice-banner__link">{banner.linkText}</span>}
        </div>
      </div>
    );
  return (
    <section className="notice-banner" aria-label="Notice">
      <div className="container container--xl notice-banner__body">
        <p className="notice-banner__message">{banner.message}</p>
        {banner.linkUrl && banner.linkText && (
          <a className="notice-banner__link" href={banner.linkUrl}>
            {banner.linkText}
          </a>
        )}
      </div>
    </section>
  );
}
