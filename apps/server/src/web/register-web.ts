import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { ServerLoadContext } from '@rp/contract';
import { listProducts } from '../modules/products/service.js';

/** apps/web, found from src/web and dist/web alike. */
export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');

export interface WebOptions {
  mode: 'production' | 'development';
  siteUrl: string;
}

function loadContext(app: FastifyInstance, siteUrl: string): ServerLoadContext {
  return { siteUrl, catalog: { list: () => listProducts(app.db) } };
}

/** The load context of one response: inline scripts carry the nonce its CSP header names. */
const withNonce = (context: AppLoadContext, cspNonce: string) => ({ ...context, cspNonce }) as AppLoadContext;

/** Turns a Fastify request into the Fetch Request React Router expects. */
function toFetchRequest(request: FastifyRequest, controller: AbortController): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, String(value));
  }
  return new Request(new URL(request.url, origin), { method: request.method, headers, signal: controller.signal });
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
}

/**
 * Serves the React app: built static assets, then every other GET/HEAD through React Router's
 * server renderer (public pages as full HTML; admin pages as a client-side shell).
 */
export async function registerWeb(app: FastifyInstance, opts: WebOptions) {
  let getBuild: () => Promise<ServerBuild>;

  if (opts.mode === 'development') {
    const { createServer } = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    const vite = await createServer({ root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), server: { middlewareMode: true }, appType: 'custom' });
    await app.register(middie);
    app.use((req, res, next) => (req.url?.startsWith('/api/') ? next() : vite.middlewares(req, res, next)));
    app.addHook('onClose', async () => vite.close());
    getBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const clientDir = path.join(webRoot, 'build/client');
    const serverEntry = path.join(webRoot, 'build/server/index.js');
    if (!fs.existsSync(serverEntry)) throw new Error(`The web app is not built: ${serverEntry} is missing. Run "npm run build".`);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    getBuild = async () => build;
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Hashed assets never change; other public files (images, videos) may, so revalidate daily.
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
      },
    });
  }

  const handle = createRequestHandler(getBuild, opts.mode);
  const context = loadContext(app, opts.siteUrl) as unknown as AppLoadContext;

  // A catch-all route rather than the not-found handler, so route-level hooks (compression) apply.
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ success: false, message: `There is no API endpoint GET ${request.url.split('?')[0]}.` });
    }
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    const response = await handle(toFetchRequest(request, controller), withNonce(context, reply.scriptNonce));
    return sendFetchResponse(reply, response);
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.status(405).header('allow', 'GET, HEAD').send({ success: false, message: `${request.method} is not allowed here.` }),
  );
}
