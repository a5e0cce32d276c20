import { errorResponse, healthResponse } from '@rp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors.js';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { logLevel: 'warn', schema: { response: { 200: healthResponse, '5xx': errorResponse } } }, async (request) => {
    try {
      await app.database.ping();
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      throw new HttpError(503, 'The database is not reachable.');
    }
    return { success: true as const, message: 'OK', data: { database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) } };
  });
};

export default healthRoutes;
