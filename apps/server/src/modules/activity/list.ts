import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { ActivityEntry, ActivityKind } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { activityEvents } from '../../db/activity-schema.js';
import { admins } from '../../db/schema.js';
import { isUuid } from '../../lib/ids.js';

export interface ActivityFilters {
  actor?: string;
  kind?: ActivityKind;
}

/** One page of the log, newest first, with the number of matching entries. */
export async function listActivity(db: Db, filters: ActivityFilters, page: number, pageSize: number) {
  // An actor that is not an id matches nothing (and never reaches the database as a malformed uuid).
  if (filters.actor !== undefined && !isUuid(filters.actor)) return { data: [] as ActivityEntry[], total: 0 };
  const conditions: SQL[] = [];
  if (filters.actor) conditions.push(eq(activityEvents.actorId, filters.actor));
  if (filters.kind) conditions.push(eq(activityEvents.kind, filters.kind));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ event: activityEvents, name: admins.name })
      .from(activityEvents)
      .leftJoin(admins, eq(admins.id, activityEvents.actorId))
      .where(where)
      .orderBy(desc(activityEvents.at), desc(activityEvents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(activityEvents).where(where),
  ]);
  const data = rows.map<ActivityEntry>(({ event, name }) => ({
    _id: event.id,
    At: event.at.toISOString(),
    ActorId: event.actorId,
    ActorEmail: event.actorEmail,
    ActorName: name ?? '',
    Ip: event.ip,
    Kind: event.kind as ActivityKind,
    Subject: event.subject,
    Details: event.details,
  }));
  return { data, total: Number(counted?.n ?? 0) };
}
