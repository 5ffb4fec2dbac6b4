import { UNEXPECTED_ERROR } from '@studio/core/shared/unexpectedError';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BrandMark } from '@/components/layout/BrandMark.tsx';
import { useSiteContentIfLoaded } from '@/content/siteContent.tsx';
import { NOT_FOUND_MARK } from '@/insights/insightsPage.ts';

/**
 * The router's error element: never a blank page, always a way home. Plain links (not router links) so the way
 * out works even when the app itself is what broke, and plain elements (app/screens.css) so it draws even
 * when the code of the page that failed, MUI included, could not load. An address that names nothing (an event
 * that does not exist) is marked for studio insights, which counts its views as "not found".
 */
export function RouteErrorPage() {
  const error = useRouteError();
  // The studio's number when the content loaded; the root's own loader failing is one of the errors shown here.
  const phone = useSiteContentIfLoaded()?.studio.phone;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main id="main-content" className="screen screen--error" {...(notFound ? { [NOT_FOUND_MARK]: '' } : {})}>
      <div className="screen__body">
        <a href="/" className="screen__home">
          <BrandMark />
        </a>
        <h1 className="screen__title">{UNEXPECTED_ERROR}</h1>
        <p className="screen__text">
          Something went wrong on our side. Please try again, or head back to the home page.
          {phone ? ` If it keeps happening, call us on ${phone}.` : ''}
        </p>
        <div className="screen__actions">
          <a className="button button--contained" href="/">
            Back to home
          </a>
          <button type="button" className="button button--outlined" onClick={() => window.location.reload()}>
            Try again
          </button>
        </div>
      </div>
    </main>
  );
}
