import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { appMeta } from '../../db/schema.js';
import { forbidden } from '../../lib/http-errors.js';
import { type ActivityActor, recordActivity } from '../activity/index.js';

/** The Owner's setting (ADR 080): 'true' lets Staff edit site content too. Missing means no. */
const STAFF_MAY_EDIT_KEY = 'site_content_staff_may_edit';

export async function readStaffMayEdit(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, STAFF_MAY_EDIT_KEY)).limit(1);
  return row?.value === 'true';
}

export async function saveStaffMayEdit(db: Db, staffMayEdit: boolean, actor: ActivityActor): Promise<void> {
  await db.transaction(async (tx) => {
    const value = String(staffMayEdit);
    await tx
      .insert(appMeta)
      .values({ key: STAFF_MAY_EDIT_KEY, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
    await recordActivity(tx, {
      ...actor,
      kind: 'site-content-access',
      subject: staffMayEdit ? 'Staff may edit site content' : 'Only Owners may edit site content',
      details: { staffMayEdit },
    });
  });
}

/** Read fresh for every change, so an Owner's "no" holds at once in every process. */
export async function mayEditContent(db: Pick<Db, 'select'>, request: FastifyRequest): Promise<boolean> {
  if (request.admin?.role === 'Owner') return true;
  return request.admin?.role === 'Staff' && (await readStaffMayEdit(db));
}

export async function requireContentEditor(db: Pick<Db, 'select'>, request: FastifyRequest): Promise<void> {
  if (!(await mayEditContent(db, request))) {
    throw forbidden('Only an Owner can change site content. An Owner can let Staff edit it on the Site content screen.');
  }
}
