import type { Plugin } from 'vite';
import { color } from './tokens.ts';

/** The site's icon (the browser tab, the staff area's top bar): the brand mark's kick on ink, drawn from the tokens. */
export function faviconSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="14" fill="${color.ink}"/>` +
    `<path d="M14 46 32 12l18 34H40l-8-16-8 16z" fill="${color.brandRed}"/>` +
    `<rect x="18" y="48" width="28" height="5" rx="2" fill="${color.gold}"/>` +
    '</svg>'
  );
}

const FAVICON_PATH = '/favicon.svg';

/**
 * Serves `/favicon.svg` in development and writes it into the client build, so the icon is generated from the
 * tokens instead of kept as a file of its own in web/public.
 */
export function faviconFromTokens(): Plugin {
  return {
    name: 'studio-favicon-from-tokens',
    configureServer(server) {
      server.middlewares.use(FAVICON_PATH, (_request, response) => {
        response.setHeader('content-type', 'image/svg+xml');
        response.end(faviconSvg());
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: FAVICON_PATH.slice(1), source: faviconSvg() });
    },
  };
}
