import type { ActivityDetails, ActivityKind } from '@rp/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { activityEvents } from '../../db/activity-schema.js';

/** Who acted and from where: the signed-in account, or (sign-in) the address as typed. */
export interface ActivityActor {
  actorId: string | null;
  actorEmail: string;
  ip: string;
}

export interface ActivityEntryInput extends ActivityActor {
  kind: ActivityKind;
  subject?: string;
  details?: ActivityDetails;
}

const SUBJECT_MAX = 300;
const EMAIL_MAX = 320;

/**
 * The request's actor: its signed-in account, else `account` (e.g. the one signing in), else nobody with
 * the address as typed. Only the account id, e-mail and IP are read; never the body.
 */
export function actorOf(request: FastifyRequest, account?: { id: string; email: string } | null, typedEmail = ''): ActivityActor {
  const who = request.admin ?? account ?? null;
  return { actorId: who?.id ?? null, actorEmail: (who?.email ?? typedEmail).slice(0, EMAIL_MAX), ip: request.ip.slice(0, 64) };
}

/**
 * Appends one entry to the activity log. Pass the transaction of the change when there is one, so the
 * change and its entry are stored together or not at all.
 */
export async function recordActivity(db: Pick<Db, 'insert'>, entry: ActivityEntryInput): Promise<void> {
  await db.insert(activityEvents).values({
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    ip: entry.ip,
    kind: entry.kind,
    subject: (entry.subject ?? '').slice(0, SUBJECT_MAX),
    details: entry.details ?? {},
  });
}
