import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { getProduct, listProducts, removeProduct, saveProduct } from './service.js';

/** Uploaded images arrive as base64 inside JSON: 5 MB decoded is about 6.7 MB encoded. */
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

export default async function productRoutes(app: FastifyInstance) {
  route(app, endpoints.product.list, {}, async (_request, reply) => {
    const data = await listProducts(app.db);
    void reply.header('cache-control', 'no-cache');
    return { success: true as const, message: `${data.length} products.`, data };
  });

  route(app, endpoints.product.get, {}, async (request) => {
    const product = await getProduct(app.db, request.body._id);
    return { success: true as const, message: 'Product found.', data: [product] };
  });

  route(app, endpoints.product.save, { bodyLimit: UPLOAD_BODY_LIMIT }, async (request) => {
    const product = await saveProduct(app.db, request.body);
    return { success: true as const, message: request.body._id ? 'Product updated.' : 'Product created.', data: product };
  });

  route(app, endpoints.product.remove, {}, async (request) => {
    const product = await removeProduct(app.db, request.body._id);
    return { success: true as const, message: `Product "${product.ProductTitle}" deleted.` };
  });
}
