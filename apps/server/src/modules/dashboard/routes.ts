import { dashboardSummaryResponse, errorResponse } from '@rp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSummary } from './service.js';

const dashboardRoutes: FastifyPluginAsyncZod<{ backupEveryHours: number }> = async (app, opts) => {
  app.get(
    '/dashboard/summary',
    { onRequest: app.requireAdmin, schema: { response: { 200: dashboardSummaryResponse, '4xx': errorResponse } } },
    async () => ({ success: true as const, message: 'Dashboard summary.', data: await getSummary(app.db, opts.backupEveryHours) }),
  );
};

export default dashboardRoutes;
