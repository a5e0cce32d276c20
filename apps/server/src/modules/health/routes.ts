import { endpoints } from '@rp/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import { route } from '../../lib/route.js';

/** A database that does not answer `select 1` within this is as good as down for a load balancer. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2000;

/** Resolves when the database answers a trivial query, rejects when it fails or takes longer than `timeoutMs`. */
export async function pingWithin(database: Pick<Database, 'ping'>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([database.ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health: 200 while this process can serve; 503 with the reason when its database is unreachable or
 * it is shutting down (the load balancer's active health check then sends the traffic elsewhere; ADR 068).
 */
export default async function healthRoutes(app: FastifyInstance, opts: { databaseTimeoutMs?: number }) {
  const timeoutMs = opts.databaseTimeoutMs ?? HEALTH_DATABASE_TIMEOUT_MS;
  route(app, endpoints.health, { logLevel: 'warn' }, async (request, reply) => {
    // Answered here, not thrown: the error handler would log every check of a draining process as a failure.
    // (The route's reply type is the 200 answer; errorResponse covers 5xx in its schema.)
    const unavailable = (message: string) => (reply as FastifyReply).status(503).send({ success: false, message });
    if (app.readiness.draining) return unavailable('This process is shutting down; another one serves.');
    try {
      await pingWithin(app.database, timeoutMs);
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return unavailable('The database is not reachable.');
    }
    return { success: true as const, message: 'OK', data: { database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) } };
  });
}
