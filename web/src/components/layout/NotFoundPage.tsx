import { Link as RouterLink, type MetaDescriptor } from 'react-router';
import { siteConfig } from '@/content/siteConfig.ts';
import { NOT_FOUND_MARK } from '@/insights/insightsPage.ts';
import { ArrowForwardIcon } from './icons.tsx';

/** The head of the not-found page: a clear title, kept out of search results. */
export function notFoundMeta(): MetaDescriptor[] {
  return [
    { title: `Page Not Found | ${siteConfig.name}` },
    { name: 'description', content: 'The page you were looking for could not be found.' },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * An unknown address inside the public site: a clear 404 with the ways back in. Plain elements (NotFoundPage.css).
 * Marked for studio insights, which counts its views as "not found" whatever the address.
 */
export function NotFoundPage() {
  return (
    <main id="main-content" tabIndex={-1} className="not-found" {...{ [NOT_FOUND_MARK]: '' }}>
      <div className="container container--md not-found__body">
        <p aria-hidden="true" className="not-found__code">
          404
        </p>
        <h1 className="page-hero__title not-found__title">Page not found</h1>
        <p className="not-found__text">
          That one missed. The page you were after has moved or never existed, but there is plenty to see on the mats.
        </p>
        <div className="not-found__actions">
          <RouterLink className="button button--large button--contained button--borderless" to="/">
            Back to home
          </RouterLink>
          <RouterLink className="button button--large button--outlined button--current" to="/#services">
            See our classes
          </RouterLink>
          <RouterLink className="button button--large button--outlined button--current" to="/events">
            Upcoming events
            <span className="button__end-icon">
              <ArrowForwardIcon />
            </span>
          </RouterLink>
        </div>
      </div>
    </main>
  );
}
