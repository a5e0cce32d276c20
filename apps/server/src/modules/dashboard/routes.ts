import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { estimateFigures } from './estimate-figures.js';
import { goLiveChecklist } from './go-live.js';
import { leadSources } from './lead-sources.js';
import { orderFigures } from './order-figures.js';
import { paymentFigures } from './payment-figures.js';
import { quotationFigures, sentThisMonth } from './quotation-figures.js';
import { getSummary } from './service.js';

/** backupEveryHours: how old the last backup may be before the dashboard warns (twice the interval). */
export default async function dashboardRoutes(app: FastifyInstance, opts: { backupEveryHours: number }) {
  route(app, endpoints.dashboard.summary, {}, async (request) => {
    const now = new Date();
    // One read of the month's sent quotations for both cards that show it (sent, and quoted against booked).
    const sent = sentThisMonth(app.db, now);
    const [summary, goLive, quotations, orders, payments, sources, estimates] = await Promise.all([
      getSummary(app.db, opts.backupEveryHours, now),
      goLiveChecklist(app, request.admin?.id ?? null),
      quotationFigures(app.db, now, sent),
      orderFigures(app.db, now, sent),
      paymentFigures(app.db, now),
      leadSources(app.db, now),
      estimateFigures(app.db, now),
    ]);
    return {
      success: true as const,
      message: 'Dashboard summary.',
      data: { ...summary, goLive, quotations, orders, payments, leadSources: sources, estimates },
    };
  });
}
