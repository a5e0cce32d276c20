import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { actorOf } from '../activity/index.js';
import { type CachedBody, compressOnce, sendCachedBody, VersionedCache } from '../public-cache/index.js';
import { getProduct, listProducts, removeProduct, saveProduct } from './service.js';

/** Uploaded images arrive as base64 inside JSON: 5 MB decoded is about 6.7 MB encoded. */
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

export default async function productRoutes(app: FastifyInstance) {
  // The list as JSON, checked against the contract and compressed once per content version (ADR 034).
  const listCache = new VersionedCache<CachedBody>();
  const buildList = async () => {
    const data = await listProducts(app.db);
    const payload = endpoints.product.list.response.parse({ success: true, message: `${data.length} products.`, data });
    return compressOnce(JSON.stringify(payload));
  };

  route(app, endpoints.product.list, {}, async (request, reply) => {
    const body = await listCache.get('list', await app.publicStamp(), buildList);
    void reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
    return sendCachedBody(request, reply, body);
  });

  route(app, endpoints.product.get, {}, async (request) => {
    const product = await getProduct(app.db, request.body._id);
    return { success: true as const, message: 'Product found.', data: [product] };
  });

  route(app, endpoints.product.save, { bodyLimit: UPLOAD_BODY_LIMIT }, async (request) => {
    const product = await saveProduct(app.db, request.body, actorOf(request));
    return { success: true as const, message: request.body._id ? 'Product updated.' : 'Product created.', data: product };
  });

  route(app, endpoints.product.remove, {}, async (request) => {
    const product = await removeProduct(app.db, request.body._id, actorOf(request));
    return { success: true as const, message: `Product "${product.ProductTitle}" deleted.` };
  });
}
