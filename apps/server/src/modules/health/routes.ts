import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-errors.js';
import { route } from '../../lib/route.js';

export default async function healthRoutes(app: FastifyInstance) {
  route(app, endpoints.health, { logLevel: 'warn' }, async (request) => {
    try {
      await app.database.ping();
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      throw new HttpError(503, 'The database is not reachable.');
    }
    return { success: true as const, message: 'OK', data: { database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) } };
  });
}
