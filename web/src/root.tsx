import { studioToday } from '@studio/core/events/eventRules';
import { pageContentOf } from '@studio/core/content/siteContentRules';
import { isAdminPath } from '@studio/core/pages/contentSecurityPolicy';
import { useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { APP_SCRIPTS_ID } from './hydration/startAfterPaint.ts';
import { BackendProvider } from './backend/BackendProvider.tsx';
import { AppLoading } from './app/AppLoading.tsx';
import { pageCssLinks } from './app/pageCssLink.ts';
import { RouteErrorPage } from './app/RouteErrorPage.tsx';
import {
  sharedContentOf,
  SiteContentProvider,
  useRootLoaderData,
  type RootLoaderData,
} from './content/siteContent.tsx';
import { useStudioInsights } from './insights/useStudioInsights.ts';
import type { Route } from './+types/root';

/**
 * What every page reads from the server that renders it (see types/loadContext.d.ts): what every page draws of the
 * studio's content as staff published it (the home page's loader adds the parts only it shows) and their uploaded
 * slot images, so the HTML carries them, the contact retention period the privacy notice states, and the studios' day
 * the page was drawn on (for the notice banner's dates: a cached page is drawn again when the day changes, see
 * server/src/site/pageRenderer.ts).
 */
export async function loader({ context }: Route.LoaderArgs): Promise<RootLoaderData> {
  return {
    content: sharedContentOf(pageContentOf(await context.site.content())),
    slotImages: await context.site.slotImages(),
    contactRetentionDays: context.site.contactRetentionDays,
    studioDay: context.site.today?.() ?? studioToday(),
  };
}

/** The whole site's CSS once the visitor has moved on from the page they arrived at (app/pageCssLink.ts). */
export const links: Route.LinksFunction = () => pageCssLinks();

/**
 * Whether a route's data says the server drew the page whole for the person signed in (the editor's first screen,
 * docs/decisions/033): such a staff page, like a public one, paints before its code runs.
 */
const drawnWhole = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { drawnWhole?: unknown }).drawnWhole === true;

export function Layout({ children }: { children: ReactNode }) {
  // Decided once, for the page as it was loaded: its scripts are in the document for good.
  const { pathname } = useLocation();
  const matches = useMatches();
  const [paintsFirst] = useState(() => !isAdminPath(pathname) || matches.some((match) => drawnWhole(match.loaderData)));
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        {paintsFirst ? (
          // Held as text until the page has painted, then started by hydration/startAfterPaint.ts.
          <noscript id={APP_SCRIPTS_ID}>
            <Scripts />
          </noscript>
        ) : (
          <Scripts />
        )}
      </body>
    </html>
  );
}

/** The app around every page. Plain: each page puts its own content in the MUI theme (hydration/Themed.tsx). */
export default function App() {
  const data = useRootLoaderData();
  useStudioInsights();
  return (
    <BackendProvider>
      <SiteContentProvider content={data?.content}>
        <Outlet />
      </SiteContentProvider>
    </BackendProvider>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}

/** Shown by a page whose data loads in the browser (a route with a hydrating client loader) until it has. */
export function HydrateFallback() {
  return <AppLoading />;
}
