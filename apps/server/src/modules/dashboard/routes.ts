import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { getSummary } from './service.js';

/** backupEveryHours: how old the last backup may be before the dashboard warns (twice the interval). */
export default async function dashboardRoutes(app: FastifyInstance, opts: { backupEveryHours: number }) {
  route(app, endpoints.dashboard.summary, {}, async () => ({
    success: true as const,
    message: 'Dashboard summary.',
    data: await getSummary(app.db, opts.backupEveryHours),
  }));
}
