import { buildApp, loggerOptions } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { DatabaseInUseError } from './db/pglite-lock.js';
import { mallocArenaWarning, runtimeGlibcVersion } from './lib/malloc-arenas.js';
import { startBackupServices } from './modules/backups/index.js';
import path from 'node:path';

const config = loadConfig();
const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
const started = Date.now();

let database: Database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite'), owner: 'the site server' });
} catch (err) {
  if (!(err instanceof DatabaseInUseError)) throw err;
  console.error(`The server did not start. ${err.message}`);
  process.exit(1);
}
const app = await buildApp({
  config,
  database,
  logger: loggerOptions(config.logLevel),
  development: mode === 'development',
  web: { mode, siteUrl: config.siteUrl },
  onAdminBootstrap: (result) => {
    if (result.action === 'generated') {
      // Printed once, on purpose, to the console only (never through the logger).
      console.log(
        [
          '',
          '================================================================',
          '  No admin existed, so one was created. Save this password now;',
          '  it will not be shown again.',
          `    Email:    ${result.email}`,
          `    Password: ${result.generatedPassword}`,
          `  Log in at ${config.siteUrl}/admin/login`,
          '  To reset it later, stop the server, then run:',
          `    npm run admin:reset-password -- ${result.email}`,
          '================================================================',
          '',
        ].join('\n'),
      );
    } else if (result.action === 'none' && config.adminEmail && config.adminPassword) {
      // They only create the first Owner: say so, so nobody believes a changed ADMIN_PASSWORD did something.
      console.log(
        'ADMIN_EMAIL and ADMIN_PASSWORD were ignored: accounts exist already. To set a password, stop the server and run: npm run admin:reset-password -- <email>',
      );
    }
  },
});

const arenaWarning = mallocArenaWarning(process.env, runtimeGlibcVersion());
if (arenaWarning) app.log.warn(arenaWarning);

const backupServices = await startBackupServices({ database, config, log: app.log, scheduler: app.scheduler });

let shuttingDown = false;
let endGrace = () => {};
/**
 * Drain (ADR 068): the health check answers 503 at once so the load balancer stops sending here, while the
 * process keeps serving, every answer with Connection: close, for SHUTDOWN_GRACE_MS; then it stops listening,
 * closes idle connections, finishes the requests in flight and closes the database.
 */
async function shutdown(signal: NodeJS.Signals) {
  if (shuttingDown) {
    endGrace(); // a second signal: stop waiting
    return;
  }
  shuttingDown = true;
  // Ctrl+C in a terminal stops without the grace period; SIGTERM (systemd, a rolling restart) drains.
  const graceMs = signal === 'SIGTERM' ? config.shutdownGraceMs : 0;
  app.readiness.startDraining();
  app.log.info({ signal, graceMs }, 'draining: the health check answers 503; serving for the grace period');
  const force = setTimeout(() => {
    app.log.error(`shutdown took over ${graceMs + 10_000} ms; exiting`);
    process.exit(1);
  }, graceMs + 10_000);
  force.unref();
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, graceMs);
    endGrace = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  app.log.info('shutting down: finishing in-flight requests');
  try {
    await backupServices.stop(); // the control socket
    // Stops accepting, closes idle connections, waits for in-flight requests and the scheduled jobs in hand
    // (a backup in progress), then closes the database.
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { port: config.port, database: database.kind, mode, startupMs: Date.now() - started },
  `site and API ready at http://localhost:${config.port}`,
);
