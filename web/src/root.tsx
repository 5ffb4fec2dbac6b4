import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { CONTACT_RETENTION_META } from '@studio/core/retention';
import { contactRetentionDays } from './lib/contactRetention.ts';
import { BackendProvider } from './backend/BackendProvider.tsx';
import { AppLoading } from './app/AppLoading.tsx';
import { RouteErrorPage } from './app/RouteErrorPage.tsx';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b0d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Filled in by whoever serves the page: see lib/contactRetention.ts. */}
        <meta name={CONTACT_RETENTION_META} content={String(contactRetentionDays())} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The app around every page. Plain: each page puts its own content in the MUI theme (app/Themed.tsx). */
export default function App() {
  return (
    <BackendProvider>
      <Outlet />
    </BackendProvider>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}

/** Rendered into the SPA fallback and shown until the page's code has loaded. */
export function HydrateFallback() {
  return <AppLoading />;
}
