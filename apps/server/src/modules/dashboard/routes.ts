import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { getSummary } from './service.js';

export default async function dashboardRoutes(app: FastifyInstance) {
  route(app, endpoints.dashboard.summary, {}, async () => ({ success: true as const, message: 'Dashboard summary.', data: await getSummary(app.db) }));
}
