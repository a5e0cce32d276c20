import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonce: only inline scripts carrying it run (the page renderer adds it). */
    scriptNonce: string;
  }
}

type ResponseWithNonce = ServerResponse & { scriptNonce?: string };

/**
 * The site's Content Security Policy. Inline scripts (React Router's hydration data, the pre-paint
 * theme script) run only with the per-response nonce; styles keep 'unsafe-inline' for React's style
 * attributes. The map embed and the chat link are the only third parties.
 */
export const contentSecurityPolicy = (development = false) => ({
  defaultSrc: ["'self'"],
  // Vite's dev server injects un-nonced inline scripts for hot reload: development only.
  // 'wasm-unsafe-eval': the back office's STEP viewer compiles OpenCascade's WebAssembly (served by us).
  scriptSrc: development
    ? ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"]
    : ["'self'", "'wasm-unsafe-eval'", (_req: unknown, res: ResponseWithNonce) => `'nonce-${res.scriptNonce ?? ''}'`],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // Vite's hot-reload websocket in development only.
  connectSrc: development ? ["'self'", 'ws:'] : ["'self'"],
  frameSrc: ["'self'", 'blob:', 'https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'],
  objectSrc: ["'none'"],
  workerSrc: ["'self'", 'blob:'],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
});

/** Security headers (helmet) with a fresh script nonce for every response. */
async function securityHeadersPlugin(app: FastifyInstance, opts: { development?: boolean }) {
  app.decorateReply('scriptNonce', '');
  app.addHook('onRequest', async (_request, reply) => {
    const nonce = randomBytes(18).toString('base64');
    reply.scriptNonce = nonce;
    (reply.raw as ResponseWithNonce).scriptNonce = nonce;
  });
  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(opts.development) },
    crossOriginEmbedderPolicy: false,
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
