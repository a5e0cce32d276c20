import { errorResponse } from '@rp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { readFile } from './store.js';

/** Raw bytes: Fastify sends Buffers as they are, without the JSON serializer. */
const fileBody = z.custom<Buffer>((v) => Buffer.isBuffer(v));
const params = z.object({ id: z.uuid({ error: 'No such file.' }) });

function contentDisposition(kind: 'inline' | 'attachment', name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Uploaded product images: public; the id changes with every upload, so they can be cached for a year.
  app.get('/media/:id', { schema: { params, response: { 200: fileBody, '4xx': errorResponse } } }, async (request, reply) => {
    const file = await readFile(app.db, request.params.id, 'product-image');
    if (!file) throw notFound('No such image.');
    return reply
      .header('content-type', file.mimeType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${file.sha256}"`)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file.data));
  });

  // Quote drawings: admin only, never cached by shared caches.
  app.get(
    '/quote/attachment/:id',
    { onRequest: app.requireAdmin, schema: { params, response: { 200: fileBody, '4xx': errorResponse } } },
    async (request, reply) => {
      const file = await readFile(app.db, request.params.id, 'drawing');
      if (!file) throw notFound('No such attachment.');
      const disposition = INLINE_TYPES.has(file.mimeType) ? 'inline' : 'attachment';
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', contentDisposition(disposition, file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.data));
    },
  );
};

export default fileRoutes;
