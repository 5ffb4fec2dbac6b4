import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { theme } from './app/theme.ts';
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

/** The studio's theme and base styles, around every page, the error page and the loading screen alike. */
function Themed({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export default function App() {
  return (
    <Themed>
      <BackendProvider>
        <Outlet />
      </BackendProvider>
    </Themed>
  );
}

export function ErrorBoundary() {
  return (
    <Themed>
      <RouteErrorPage />
    </Themed>
  );
}

/** Rendered into the SPA fallback and shown until the page's code has loaded. */
export function HydrateFallback() {
  return (
    <Themed>
      <AppLoading />
    </Themed>
  );
}
