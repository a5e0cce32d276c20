import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonce: only inline scripts carrying it run (the page renderer adds it). */
    scriptNonce: string;
  }
}

/**
 * The site's Content Security Policy. Inline scripts (React Router's hydration data, the pre-paint
 * theme script) run only with the per-response nonce; styles keep 'unsafe-inline' for React's style
 * attributes. The map embed and the chat link are the only third parties.
 */
export const contentSecurityPolicy = (development = false, scriptNonce = '') => ({
  defaultSrc: ["'self'"],
  // Vite's dev server injects un-nonced inline scripts for hot reload: development only.
  // 'wasm-unsafe-eval': the back office's STEP viewer compiles OpenCascade's WebAssembly (served by us).
  scriptSrc: development ? ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"] : ["'self'", "'wasm-unsafe-eval'", `'nonce-${scriptNonce}'`],
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

const NONCE_MARK = 'rp-nonce-mark';

/**
 * Helmet's headers, computed once: helmet validates and serializes the policy on every call, which
 * cost a tenth of a cached page's time under load. Only the nonce differs between responses.
 */
function securityHeaders(development: boolean) {
  const headers: Record<string, string> = {};
  const collector = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value), removeHeader: () => {} };
  helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(development, NONCE_MARK) },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  const [beforeNonce, afterNonce = ''] = (headers['content-security-policy'] ?? '').split(NONCE_MARK);
  delete headers['content-security-policy'];
  return { headers, policy: (nonce: string) => (development ? beforeNonce! : `${beforeNonce}${nonce}${afterNonce}`) };
}

/** Security headers (helmet) with a fresh script nonce for every response. */
async function securityHeadersPlugin(app: FastifyInstance, opts: { development?: boolean }) {
  const { headers, policy } = securityHeaders(opts.development ?? false);
  app.decorateReply('scriptNonce', '');
  app.addHook('onRequest', async (_request, reply) => {
    const nonce = randomBytes(18).toString('base64');
    reply.scriptNonce = nonce;
    void reply.headers(headers).header('content-security-policy', policy(nonce));
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
