import { errorResponse, idBody, messageResponse, productListResponse, productSaveBody, productSaveResponse } from '@rp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProduct, listProducts, removeProduct, saveProduct } from './service.js';

/** Uploaded images arrive as base64 inside JSON: 5 MB decoded is about 6.7 MB encoded. */
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/product/list', { schema: { response: { 200: productListResponse } } }, async (_request, reply) => {
    const data = await listProducts(app.db);
    void reply.header('cache-control', 'no-cache');
    return { success: true as const, message: `${data.length} products.`, data };
  });

  app.post('/product/getByID', { schema: { body: idBody, response: { 200: productListResponse, '4xx': errorResponse } } }, async (request) => {
    const product = await getProduct(app.db, request.body._id);
    return { success: true as const, message: 'Product found.', data: [product] };
  });

  app.post(
    '/product/save',
    {
      onRequest: app.requireAdmin,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { body: productSaveBody, response: { 200: productSaveResponse, '4xx': errorResponse } },
    },
    async (request) => {
      const product = await saveProduct(app.db, request.body);
      return { success: true as const, message: request.body._id ? 'Product updated.' : 'Product created.', data: product };
    },
  );

  app.delete(
    '/product/remove',
    { onRequest: app.requireAdmin, schema: { body: idBody, response: { 200: messageResponse, '4xx': errorResponse } } },
    async (request) => {
      const product = await removeProduct(app.db, request.body._id);
      return { success: true as const, message: `Product "${product.ProductTitle}" deleted.` };
    },
  );
};

export default productRoutes;
