import { indiaDay, type Quotation } from '@rp/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobSchedule, quotations, recordEvents } from '../../../src/db/schema.js';
import { EXPIRY_JOB, runExpiryIfDue } from '../../../src/modules/quotations/expiry-plugin.js';
import { expireQuotations } from '../../../src/modules/quotations/expiry.js';
import { buildQuotationBody, createLead, createSent, staffCalls } from '../../support/quotations.js';
import { setupTwoInstances } from '../../support/two-processes.js';

const [a, b] = await setupTwoInstances();

const staffA = staffCalls(a, await a.login());
const staffB = staffCalls(b, await b.login());
const db = a.database.db;
const numberOf = (q: Quotation) => Number(q.Number.split('-')[2]);

describe('quotations on two app instances sharing one database', () => {
  it('numbers quotations created at the same time on both without a gap or a duplicate', async () => {
    const leads = await Promise.all(Array.from({ length: 16 }, () => createLead(a)));
    const saved = await Promise.all(
      leads.map((lead, i) => (i % 2 ? staffA : staffB).post('/quotation/save', buildQuotationBody({ LeadId: lead.id }))),
    );
    expect(saved.map((res) => res.statusCode)).toEqual(leads.map(() => 201));
    const numbers = saved.map((res) => numberOf(res.json().data)).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(16);
    expect(numbers.at(-1)! - numbers[0]!).toBe(15);
  });

  it('two revises of one quotation at once: one Draft -R1, the other refused with a 409', async () => {
    const q = await createSent(staffA, a);
    const answers = await Promise.all([staffA.post('/quotation/revise', { _id: q._id }), staffB.post('/quotation/revise', { _id: q._id })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toContain(`${q.Number}-R1 (Draft) is; edit that Draft instead`);
    const rows = await db.select({ number: quotations.number }).from(quotations).where(eq(quotations.numberBase, q.Number));
    expect(rows.map((r) => r.number).sort()).toEqual([q.Number, `${q.Number}-R1`]);
  });

  it('the expiry job: one instance wins the period, Sent and Viewed past their validity become Expired once, with one timeline line each', async () => {
    const past = indiaDay(new Date(Date.now() - 2 * 86_400_000));
    const [sent, viewed, valid] = await Promise.all([createSent(staffA, a), createSent(staffB, b), createSent(staffA, a)]);
    await db
      .update(quotations)
      .set({ validUntil: past })
      .where(inArray(quotations.id, [sent._id, viewed._id]));
    await db.update(quotations).set({ state: 'Viewed' }).where(eq(quotations.id, viewed._id));
    // Both instances ran the job at start; make this period due again.
    await db.delete(jobSchedule).where(eq(jobSchedule.name, EXPIRY_JOB));

    const runs = await Promise.all([runExpiryIfDue(a.app, 60_000), runExpiryIfDue(b.app, 60_000)]);
    expect(runs.filter((r) => r === null)).toHaveLength(1);
    expect(runs.find((r) => r !== null)!.sort()).toEqual([sent.Number, viewed.Number].sort());
    expect(await Promise.all([runExpiryIfDue(a.app, 60_000), runExpiryIfDue(b.app, 60_000)])).toEqual([null, null]);

    const states = await db
      .select({ id: quotations.id, state: quotations.state })
      .from(quotations)
      .where(inArray(quotations.id, [sent._id, viewed._id, valid._id]));
    expect(Object.fromEntries(states.map((s) => [s.id, s.state]))).toEqual({ [sent._id]: 'Expired', [viewed._id]: 'Expired', [valid._id]: 'Sent' });

    // Even without the claim, two runs at once expire each row once (the UPDATE's row locks).
    const another = await createSent(staffB, b);
    await db.update(quotations).set({ validUntil: past }).where(eq(quotations.id, another._id));
    const both = await Promise.all([expireQuotations(a.database.db), expireQuotations(b.database.db)]);
    expect(both.flat()).toEqual([another.Number]);
    const lines = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(recordEvents)
      .where(
        and(
          inArray(recordEvents.recordId, [sent.LeadId!, viewed.LeadId!, another.LeadId!]),
          eq(recordEvents.type, 'quotation'),
          sql`${recordEvents.text} like '%expired%'`,
        ),
      );
    expect(lines).toEqual([{ n: 3 }]);
  });
});
