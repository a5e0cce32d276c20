import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rowsOf, type Db } from '../db/client.js';
import { HttpError } from '../lib/http-errors.js';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store whose counters live in the database, so every server process behind a
 * load balancer shares them. Fixed window per key; the database clock decides the window.
 */
function databaseStore(db: Db) {
  return class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const fullKey = `${this.scope}|${key}`;
      const seconds = timeWindow / 1000;
      db.execute<{ count: number; ttl_ms: number }>(
        sql`
        insert into rate_limits (key, window_start, count) values (${fullKey}, now(), 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start <= now() - make_interval(secs => ${seconds}::double precision)
                       then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${seconds}::double precision)
                       then now() else rate_limits.window_start end
        returning count,
          greatest(0, extract(epoch from (window_start + make_interval(secs => ${seconds}::double precision) - now())) * 1000)::float8 as ttl_ms
      `,
      )
        .then((result) => {
          const row = rowsOf<{ count: number; ttl_ms: number }>(result)[0];
          callback(null, { current: Number(row?.count ?? 1), ttl: Math.ceil(Number(row?.ttl_ms ?? timeWindow)) });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } }) {
      const scope = routeOptions.groupId ?? `${String(routeOptions.routeInfo?.method ?? '')} ${routeOptions.routeInfo?.url ?? ''}`;
      return new DatabaseRateLimitStore(undefined, scope);
    }
  };
}

function describeWait(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (minutes <= 1) return 'a minute';
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

/** Registers rate limiting for routes that opt in through `config.rateLimit` (none is limited globally). */
async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    store: databaseStore(app.db) as unknown as FastifyRateLimitStoreCtor,
    skipOnError: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please wait ${describeWait(context.ttl)} and try again.`, undefined, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['database'] });
