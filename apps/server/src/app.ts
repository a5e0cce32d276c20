import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '@rp/contract';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { seedCatalogOnce } from './db/seed.js';
import { bootstrapAdmin, type AdminBootstrapResult } from './modules/auth/admins.js';
import passwordRoutes from './modules/auth/password-routes.js';
import activityRoutes from './modules/activity/routes.js';
import authRoutes from './modules/auth/routes.js';
import sessionRoutes from './modules/auth/session-routes.js';
import twoFactorRoutes from './modules/auth/two-factor-routes.js';
import dashboardRoutes from './modules/dashboard/routes.js';
import fileRoutes from './modules/files/routes.js';
import healthRoutes from './modules/health/routes.js';
import readinessPlugin from './modules/health/readiness.js';
import forwardedForNotePlugin from './modules/doctor/forwarded-for-note.js';
import maintenancePlugin from './modules/maintenance/plugin.js';
import mailPlugin from './modules/mail/plugin.js';
import retentionPlugin from './modules/drawings/retention-plugin.js';
import thumbnailPlugin, { type ThumbnailPluginOptions } from './modules/thumbnails/plugin.js';
import type { QuotationExpiryOptions } from './modules/quotations/expiry-plugin.js';
import outboxRoutes from './modules/mail/routes.js';
import productRoutes from './modules/products/routes.js';
import teamRoutes from './modules/team/routes.js';
import publicCachePlugin from './modules/public-cache/plugin.js';
import companyProfilePlugin from './modules/settings/plugin.js';
import settingsRoutes from './modules/settings/routes.js';
import { seedCompanyProfile } from './modules/settings/company-profile.js';
import { contentRoutes, seedSiteContent, siteContentPlugin } from './modules/content/index.js';
import { inquiryRoutes, quoteRoutes } from './modules/records/routes.js';
import { leadDetailRoutes } from './modules/lead-detail/index.js';
import { quotationExpiryPlugin, quotationPublicRoutes, quotationRoutes } from './modules/quotations/index.js';
import { orderLatePlugin, orderRoutes } from './modules/orders/index.js';
import type { OrderLateOptions } from './modules/orders/late-plugin.js';
import authPlugin from './plugins/auth.js';
import databasePlugin from './plugins/database.js';
import errorHandler, { frameworkErrors } from './plugins/error-handler.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import schedulerPlugin from './plugins/scheduler.js';
import securityHeaders from './plugins/csp.js';
import { safeErrorForLog } from './lib/log-safety.js';
import type { SchedulerOptions } from './lib/scheduler.js';
import { createPasswordHasher } from './lib/passwords.js';
import { fastifyTrustProxy } from './lib/trust-proxy.js';
import webPlugin, { type WebOptions } from './web/register-web.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Close the database when the app closes (server.ts: yes; tests sharing one database: no). */
  closeDatabase?: boolean;
  /** Seed the catalog on first start (default true). */
  seed?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Serve the web front end (static files + server rendering); the API works without it. */
  web?: WebOptions;
  /** Development mode (Vite dev server): relaxes the CSP for hot reload. */
  development?: boolean;
  /** Thumbnail worker settings (tests use tighter limits). */
  thumbnails?: ThumbnailPluginOptions;
  /** The quotation expiry schedule (tests use a shorter period). */
  quotationExpiry?: QuotationExpiryOptions;
  /** The late-order mail schedule (issue 34). */
  orderLate?: OrderLateOptions;
  /** The periodic jobs' loop (tests look for due turns more often). */
  scheduler?: SchedulerOptions;
  /** Told the outcome of the admin bootstrap, e.g. to print a generated password once. */
  onAdminBootstrap?: (result: AdminBootstrapResult) => void;
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

  const passwords = createPasswordHasher(config.passwordHashCost);
  let bootstrap: AdminBootstrapResult = { action: 'none' };
  // Under the migration lock: two processes starting at once on an empty PostgreSQL take turns.
  await database.migrate(async () => {
    if (opts.seed !== false) await seedCatalogOnce(database.db);
    // The company profile is not demo data: every installation needs one (issue 33).
    await seedCompanyProfile(database.db);
    // Site content too (issue 37): today's texts, so a new site looks as it did when they were code.
    await seedSiteContent(database.db);
    bootstrap = await bootstrapAdmin(database.db, config.adminEmail, config.adminPassword, passwords);
  });
  opts.onAdminBootstrap?.(bootstrap);

  await app.register(errorHandler);
  await app.register(readinessPlugin);
  await app.register(databasePlugin, { database, closeOnShutdown: opts.closeDatabase ?? true });
  await app.register(schedulerPlugin, opts.scheduler ?? {});
  await app.register(forwardedForNotePlugin, { trustProxy: config.trustProxy });
  await app.register(authPlugin, { requireTwoFactor: config.requireTwoFactor, sessionIdleMinutes: config.sessionIdleMinutes });
  await app.register(publicCachePlugin);
  await app.register(companyProfilePlugin);
  await app.register(siteContentPlugin);
  await app.register(rateLimitPlugin);
  await app.register(maintenancePlugin, { pruneIntervalMs: config.pruneIntervalMs });
  await app.register(mailPlugin, { config: config.mail, siteUrl: config.siteUrl });
  await app.register(thumbnailPlugin, opts.thumbnails ?? {});
  await app.register(retentionPlugin, { days: config.drawingRetentionDays });
  await app.register(quotationExpiryPlugin, opts.quotationExpiry ?? {});
  await app.register(orderLatePlugin, opts.orderLate ?? {});
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
      await api.register(healthRoutes);
      const authOptions = {
        loginRateLimit: config.loginRateLimit,
        sessionTtlHours: config.sessionTtlHours,
        sessionIdleMinutes: config.sessionIdleMinutes,
        requireTwoFactor: config.requireTwoFactor,
        passwords,
      };
      await api.register(authRoutes, authOptions);
      await api.register(passwordRoutes, authOptions);
      await api.register(sessionRoutes, authOptions);
      await api.register(twoFactorRoutes, authOptions);
      await api.register(teamRoutes);
      await api.register(productRoutes);
      await api.register(quoteRoutes, { submitRateLimit: config.submitRateLimit });
      await api.register(inquiryRoutes, { submitRateLimit: config.submitRateLimit });
      await api.register(leadDetailRoutes);
      await api.register(fileRoutes);
      await api.register(dashboardRoutes, { backupEveryHours: config.backupEveryHours });
      await api.register(outboxRoutes);
      await api.register(activityRoutes);
      await api.register(settingsRoutes);
      await api.register(quotationRoutes);
      await api.register(quotationPublicRoutes, { submitRateLimit: config.submitRateLimit });
      await api.register(orderRoutes);
      await api.register(contentRoutes);
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
