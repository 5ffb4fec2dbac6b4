/**
 * The server runs React and React Router's production builds unless NODE_ENV says otherwise: without it,
 * `react-dom/server` loads its development build, which renders a page about twice as slowly (docs/decisions/023).
 * Imported first by main.ts, so that it is set before any module that reads it is loaded.
 */
process.env.NODE_ENV ??= 'production';
