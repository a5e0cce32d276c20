import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-errors.js';
import { route } from '../../lib/route.js';
import { readFile } from './store.js';
import { readImageVariant } from './variant-store.js';

function contentDisposition(kind: 'inline' | 'attachment', name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

/** Raw bytes: Fastify sends a Buffer as it is, without the JSON serializer. */
export default async function fileRoutes(app: FastifyInstance) {
  // Uploaded product and site-content images: public; the id changes with every upload, so they can be cached for a year.
  route(app, endpoints.media, {}, async (request, reply) => {
    const file = await readFile(app.db, request.params.id, 'product-image', 'site-image');
    if (!file) throw notFound('No such image.');
    void reply
      .header('content-type', file.mimeType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${file.sha256}"`)
      .header('x-content-type-options', 'nosniff');
    return Buffer.from(file.data);
  });

  // Its resized AVIF and WebP copies (ADR 038), cached the same way.
  route(app, endpoints.mediaVariant, {}, async (request, reply) => {
    const [width, format] = request.params.variant.split('.') as [string, 'avif' | 'webp'];
    const variant = await readImageVariant(app.db, request.params.id, Number(width), format);
    if (!variant) throw notFound('No such image.');
    void reply
      .header('content-type', `image/${format}`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    return Buffer.from(variant.data);
  });

  // Quote drawings: admin only, never cached by shared caches.
  route(app, endpoints.quote.attachment, {}, async (request, reply) => {
    const file = await readFile(app.db, request.params.id, 'drawing');
    if (!file) throw notFound('No such attachment.');
    const disposition = INLINE_TYPES.has(file.mimeType) ? 'inline' : 'attachment';
    void reply
      .header('content-type', file.mimeType)
      .header('content-disposition', contentDisposition(disposition, file.name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return Buffer.from(file.data);
  });

  // A drawing's PNG thumbnail (made off the request path by modules/thumbnails): admin only.
  route(app, endpoints.quote.thumbnail, {}, async (request, reply) => {
    const file = await readFile(app.db, request.params.id, 'drawing');
    if (!file?.thumbnail) throw notFound('This drawing has no thumbnail.');
    void reply.header('content-type', 'image/png').header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
    return Buffer.from(file.thumbnail);
  });
}
