import './productionMode.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './app.ts';
import { StartupError } from './startupError.ts';

/** `npm start`: the whole self-hosted site in one process. Settings come from the environment (see README). */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  server.app.log.info({ url: server.url, dataDir: config.dataDir }, 'studio site ready');

  let closing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one does not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(`The studio server cannot start: ${error.message}`);
  } else {
    console.error('The studio server cannot start:', error);
  }
  process.exit(1);
});
