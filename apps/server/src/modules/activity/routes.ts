import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { listActivity } from './list.js';

/** The activity log is read-only through the API: there is no call that edits or deletes an entry. */
export default async function activityRoutes(app: FastifyInstance) {
  route(app, endpoints.activity.list, {}, async (request) => {
    const { page, pageSize, actor, kind } = request.body;
    const { data, total } = await listActivity(app.db, { actor, kind }, page, pageSize);
    return { success: true as const, message: `${total} entries.`, data, total, page, pageSize };
  });
}
