import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { ServerLoadContext } from '@rp/contract';
import { clientDir, serverEntry, viteConfigFile, webRoot } from '@rp/web/build';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { listProducts } from '../modules/products/index.js';
import { findRfqStatus } from '../modules/rfq-status/index.js';
import { accountCaller, registerAccountFormPosts } from './account-pages.js';
import { CONTACT_PATH, CONTACT_REFERRER_POLICY, registerContactFormPost } from './contact-form-post.js';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.js';
import { createPageCache } from './page-cache.js';
import { registerQuotationAnswerPost } from './quotation-answer-post.js';

// React Router loaders receive the server's context (the web app declares the same, src/lib/load-context.ts).
declare module 'react-router' {
  interface AppLoadContext extends ServerLoadContext {}
}

export interface WebOptions {
  mode: 'production' | 'development';
  siteUrl: string;
  /** Public submissions per client per hour (the contact page's form shares the API's counter). */
  submitRateLimit?: number;
}

/** Hashed build assets never change; other public files (images, videos) may, so they revalidate daily. */
export const CACHE_CONTROL = { hashed: 'public, max-age=31536000, immutable', other: 'public, max-age=86400' } as const;

/** The load context of one response: inline scripts carry the nonce its CSP header names. */
const withNonce = (context: AppLoadContext, cspNonce: string) => ({ ...context, cspNonce }) as AppLoadContext;

/** Development: Vite in middleware mode serves the sources with hot reload and builds pages on demand. */
async function viteBuild(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  const { createServer } = await import('vite');
  const middie = (await import('@fastify/middie')).default;
  const vite = await createServer({ root: webRoot, configFile: viteConfigFile, server: { middlewareMode: true }, appType: 'custom' });
  await app.register(middie);
  app.use((req, res, next) => (req.url?.startsWith('/api/') ? next() : vite.middlewares(req, res, next)));
  app.addHook('onClose', async () => vite.close());
  // Vite types every module it loads as a plain record; this virtual one is React Router's server build.
  return () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}

/**
 * The back office's STEP viewer worker (apps/web .../workers/step-worker.ts) runs OpenCascade, whose
 * Emscripten bindings build functions with new Function: only that worker, which has no DOM and may
 * fetch only from us, gets 'unsafe-eval' (a worker's CSP is its own response's). See ADR 032.
 */
const STEP_WORKER_PREFIX = 'step-worker-';
const STEP_WORKER_CSP = "default-src 'none'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; connect-src 'self'";

/** Production: the built assets from disk, and the server build imported once. */
async function productionBuild(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  if (!fs.existsSync(serverEntry)) throw new Error(`The web app is not built: ${serverEntry} is missing. Run "npm run build".`);
  const build: ServerBuild = await import(pathToFileURL(serverEntry).href);
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The build wrote .br and .gz next to each text asset: sent as they are, never compressed per request.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? CACHE_CONTROL.hashed : CACHE_CONTROL.other);
      if (path.basename(filePath).startsWith(STEP_WORKER_PREFIX)) reply.header('content-security-policy', STEP_WORKER_CSP);
    },
  });
  return async () => build;
}

/**
 * Serves the React app: static assets, then every other GET/HEAD through React Router's server
 * renderer (public pages as full HTML; admin pages as a client-side shell). Other methods get 405.
 */
async function webPlugin(app: FastifyInstance, opts: WebOptions) {
  const getBuild = opts.mode === 'development' ? await viteBuild(app) : await productionBuild(app);
  const handle = createRequestHandler(getBuild, opts.mode);
  const context: AppLoadContext = {
    siteUrl: opts.siteUrl,
    company: { profile: async () => (await app.companyProfile()).public },
    siteContent: { current: () => app.siteContent() },
    catalog: { list: () => listProducts(app.db) },
    rfqStatus: { find: (reference, key, byStaff) => findRfqStatus(app.db, reference, key, byStaff) },
    account: accountCaller(app),
  };
  // Production only: in development the pages change with every edit (ADR 034).
  const serveCached =
    opts.mode === 'production'
      ? createPageCache(app.publicStamp, (pagePath) => handle(new Request(new URL(pagePath, opts.siteUrl), { method: 'GET' }), context))
      : null;

  // A catch-all route rather than the not-found handler, so route-level hooks (compression) apply.
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ success: false, message: `There is no API endpoint GET ${request.url.split('?')[0]}.` });
    }
    if (request.url.split('?')[0] === CONTACT_PATH) void reply.header('referrer-policy', CONTACT_REFERRER_POLICY);
    // A cached page allows its inline scripts by hash in place of the response's nonce (ADR 034).
    if (serveCached && (await serveCached(request, reply, reply.scriptNonce))) return reply;
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    const response = await handle(toFetchRequest(request, controller), withNonce(context, reply.scriptNonce));
    return sendFetchResponse(reply, response);
  });

  // The contact page's form, posted without JavaScript (ADR 040).
  await registerContactFormPost(app, { handle, context, siteUrl: opts.siteUrl, submitRateLimit: opts.submitRateLimit ?? 30 });
  // The status page's quotation forms (accept, decline), posted without JavaScript.
  await registerQuotationAnswerPost(app, { handle, context, siteUrl: opts.siteUrl, submitRateLimit: opts.submitRateLimit ?? 30 });

  // The buyer's desk forms (sign-in link, sign out, order again), posted without JavaScript (issue 49).
  await registerAccountFormPosts(app, { handle, context, siteUrl: opts.siteUrl });

  app.setNotFoundHandler(async (request, reply) =>
    reply
      .status(405)
      .header('allow', 'GET, HEAD')
      .send({ success: false, message: `${request.method} is not allowed here.` }),
  );
}

export default fp(webPlugin, { name: 'web', dependencies: ['database', 'public-cache', 'company-profile', 'site-content'] });
