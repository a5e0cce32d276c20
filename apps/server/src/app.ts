import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '@rp/contract';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import authPlugin from './plugins/auth.js';
import databasePlugin from './plugins/database.js';
import errorHandler, { frameworkErrors } from './plugins/error-handler.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import schedulerPlugin from './plugins/scheduler.js';
import securityHeaders from './plugins/csp.js';
import { safeErrorForLog } from './lib/log-safety.js';
import type { SchedulerOptions } from './lib/scheduler.js';
import { createPasswordHasher } from './lib/passwords.js';
import type { ModuleContext, ModuleOptions } from './lib/server-module.js';
import { fastifyTrustProxy } from './lib/trust-proxy.js';
import webPlugin, { type WebOptions } from './web/register-web.js';
import { SERVER_MODULES } from './server-modules.js';

/** The app's options; each module adds its own (ModuleOptions: thumbnails, quotationExpiry, orderLate, seed, ...). */
export interface BuildAppOptions extends ModuleOptions {
  config: Config;
  database: Database;
  /** Close the database when the app closes (server.ts: yes; tests sharing one database: no). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Serve the web front end (static files + server rendering); the API works without it. */
  web?: WebOptions;
  /** Development mode (Vite dev server): relaxes the CSP for hot reload. */
  development?: boolean;
  /** The periodic jobs' loop (tests look for due turns more often). */
  scheduler?: SchedulerOptions;
}

/** Request logs carry method, path and status only; errors only their kind and codes: never submitted values. */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', '*.Password', '*.Token', '*.CurrentPassword', '*.NewPassword', '*.Code'],
    censor: '[redacted]',
  },
  serializers: {
    req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: req.url.split('?')[0], ip: req.ip }),
    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    err: safeErrorForLog,
    error: safeErrorForLog,
  },
});

/** Builds the whole application without listening: server.ts listens, tests use app.inject. */
export async function buildApp(opts: BuildAppOptions) {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Slow or stalled clients are dropped (see Config.timeouts); Node checks the header and request
    // deadlines only every connectionsCheckingInterval, so that runs well inside the shortest one.
    connectionTimeout: config.timeouts.idleMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    requestTimeout: config.timeouts.requestMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.timeouts.headersMs / 4))),
    },
    bodyLimit: 1024 * 1024,
    // After the drain's grace period (server.ts, ADR 068) requests still arriving on open connections are
    // served, with Connection: close, rather than answered 503 for the load balancer to pass on.
    return503OnClosing: false,
    frameworkErrors,
    forceCloseConnections: 'idle',
    // Loading the server-rendering build can take longer than avvio's 10 s on a small, busy machine.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const modules: ModuleContext = { config, options: opts, passwords: createPasswordHasher(config.passwordHashCost) };
  // Under the migration lock: two processes starting at once on an empty PostgreSQL take turns.
  await database.migrate(async () => {
    for (const module of SERVER_MODULES) await module.seed?.(database.db, modules);
  });

  await app.register(errorHandler);
  await app.register(databasePlugin, { database, closeOnShutdown: opts.closeDatabase ?? true });
  await app.register(schedulerPlugin, opts.scheduler ?? {});
  await app.register(authPlugin, { requireTwoFactor: config.requireTwoFactor, sessionIdleMinutes: config.sessionIdleMinutes });
  await app.register(rateLimitPlugin);
  for (const module of SERVER_MODULES) await module.plugin?.(app, modules);
  await app.register(securityHeaders, { development: opts.development });
  // The build precompressed the static files (ADR 036): the few it left plain (under 1 KB, images) are
  // sent as they are. @fastify/static marks its routes with config.rootPath; this hook must run before
  // the compression plugin's own.
  app.addHook('onRoute', (route) => {
    if (route.config && 'rootPath' in route.config) route.compress = false;
  });
  // Brotli's default quality (11) is too slow for pages rendered per request; 5 is near gzip's speed, smaller.
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });

  await app.register(
    async (api) => {
      for (const module of SERVER_MODULES) await module.routes?.(api, modules);
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ success: false, message: `There is no API endpoint ${request.method} ${request.url.split('?')[0]}.` }),
      );
    },
    { prefix: API_BASE },
  );

  if (opts.web) {
    await app.register(webPlugin, { ...opts.web, submitRateLimit: config.submitRateLimit });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ success: false, message: `Nothing here: ${request.method} ${request.url.split('?')[0]}.` }),
    );
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
