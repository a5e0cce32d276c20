import { computeQuotationTotals, indiaDay, quotationSaveBody, totalsToWire, type Quotation, type QuotationSaveBody } from '@rp/contract';
import { MINIMAL_PDF, toDataUrl } from '@rp/contract/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, quotations, records } from '../../../src/db/schema.js';
import { setupApp } from '../../helpers.js';
import { buildQuotationBody, createDraft, createLead, createSent, ok, refused, staffCalls } from '../../support/quotations.js';
import { saveCompleteCompanyProfile } from '../../support/company-profile.js';

const ctx = await setupApp({}, { seed: false });
// Quotations that charge GST are sent by a company with a GSTIN.
await saveCompleteCompanyProfile(ctx.database.db);
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;

const rowOf = async (id: string) => (await db.select().from(quotations).where(eq(quotations.id, id)))[0]!;
const setRow = (id: string, values: Partial<typeof quotations.$inferInsert>) => db.update(quotations).set(values).where(eq(quotations.id, id));
const yesterday = () => indiaDay(new Date(Date.now() - 86_400_000));

/** What the contract's one function computes for a save body, for the seeded company (Gujarat, 24). */
function expectedTotals(body: QuotationSaveBody) {
  const parsed = quotationSaveBody.parse(body);
  const computed = computeQuotationTotals({
    Lines: parsed.Lines,
    Charges: parsed.Charges,
    CompanyStateCode: '24',
    PlaceOfSupply: parsed.Buyer.PlaceOfSupply,
  });
  return { computed, wire: totalsToWire(computed.Totals, computed.AmountInWords) };
}

describe('saving a Draft', () => {
  it('from a lead: links it, numbers it QT-year-NNNNN, and stores and answers the totals of the contract function for each tax mode', async () => {
    for (const [place, mode] of [
      ['24', 'CGST+SGST'],
      ['27', 'IGST'],
      ['96', 'Export'],
    ] as const) {
      const lead = await createLead(ctx);
      const body = buildQuotationBody({ LeadId: lead.id, Buyer: { ...buildQuotationBody().Buyer, PlaceOfSupply: place } });
      const res = await staff.post('/quotation/save', body);
      expect(res.statusCode, res.body).toBe(201);
      const q = res.json().data as Quotation;
      const { computed, wire } = expectedTotals(body);
      expect(q).toMatchObject({ State: 'Draft', Revision: 0, LeadId: lead.id, LeadReference: lead.reference, Source: 'Website', TaxMode: mode });
      expect(q.Number).toMatch(new RegExp(`^QT-${new Date().getFullYear()}-\\d{5}$`));
      expect(q.Totals).toEqual(wire);
      expect(q.Lines.map((l) => l.Taxable * 100)).toEqual(computed.LineTaxable);
      const row = await rowOf(q._id);
      expect([row.taxablePaise, row.cgstPaise, row.sgstPaise, row.igstPaise, row.roundOffPaise, row.grandTotalPaise]).toEqual([
        computed.Totals.Taxable,
        computed.Totals.CGST,
        computed.Totals.SGST,
        computed.Totals.IGST,
        computed.Totals.RoundOff,
        computed.Totals.GrandTotal,
      ]);
    }
  });

  it('from scratch: logs the lead by hand with its Source (a quote with its own reference), shown in the lead detail', async () => {
    const res = await staff.post('/quotation/save', buildQuotationBody({ Source: 'Phone' }));
    expect(res.statusCode, res.body).toBe(201);
    const q = res.json().data as Quotation;
    expect(q.Source).toBe('Phone');
    expect(q.LeadReference).toMatch(/^Q-\d{4}-\d{5}$/);
    const detail = (await staff.post('/quote/getByID', { _id: q.LeadId })).json().data[0];
    expect(detail).toMatchObject({ Source: 'Phone', Title: 'Asha Patel', Email: 'asha.patel@example.com', Status: 'New' });
    expect(detail.Timeline[0].Text).toBe('Logged by hand (source: Phone).');
    expect(detail.Quotations).toEqual([expect.objectContaining({ _id: q._id, Number: q.Number, State: 'Draft' })]);
    const website = await createLead(ctx);
    expect((await staff.post('/quote/getByID', { _id: website.id })).json().data[0]).toMatchObject({ Source: 'Website', Quotations: [] });
  });

  const line = buildQuotationBody().Lines[0]!;
  it.each([
    ['no Source without a lead', { Source: undefined }, 'Source is required'],
    ['Source Website by hand', { Source: 'Website' }, 'Source Website is set for leads from the site'],
    ['an unknown LeadId', { LeadId: '00000000-0000-4000-8000-000000000000' }, 'LeadId must be the _id of an existing'],
    ['no lines', { Lines: [] }, 'at least one line'],
    ['an HSN code with a letter', { Lines: [{ ...line, HSN: '84A3' }] }, 'HSN code must be 4 to 8 digits'],
    ['a GST rate of 7 %', { Lines: [{ ...line, GstRate: 7 }] }, 'GST rate must be'],
    ['a quantity with 4 decimals', { Lines: [{ ...line, Quantity: 1.2345 }] }, 'decimals'],
    ['a price with 3 decimals', { Lines: [{ ...line, UnitPrice: 10.005 }] }, 'decimals'],
    ['a GSTIN with a wrong check digit', { Buyer: { ...buildQuotationBody().Buyer, GSTIN: '24AAACR1234A1Z1' } }, 'GSTIN'],
    ['a Valid until in the past', { ValidUntil: '2020-01-01' }, 'Valid until must be today or a later day'],
  ] as [string, Partial<QuotationSaveBody>, string][])('refuses %s with a 400 that says why', async (_label, change, message) => {
    const res = await staff.post('/quotation/save', { ...buildQuotationBody(), ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message + JSON.stringify(res.json().errors ?? {})).toContain(message);
  });

  it('a lead has one quotation: a second one for it is a 409; a Draft is edited freely, a sent one only through Revise', async () => {
    const draft = await createDraft(staff, ctx);
    expect(await refused(staff, '/quotation/save', buildQuotationBody({ LeadId: draft.LeadId! }))).toContain(`already has quotation ${draft.Number}`);
    const edited = await ok(staff, '/quotation/save', buildQuotationBody({ _id: draft._id, Notes: 'Prices ex-works.' }));
    expect(edited).toMatchObject({ _id: draft._id, Number: draft.Number, Notes: 'Prices ex-works.', State: 'Draft' });
    await ok(staff, '/quotation/send', { _id: draft._id });
    expect(await refused(staff, '/quotation/save', buildQuotationBody({ _id: draft._id }))).toContain('Use Revise');
  });
});

describe('sending', () => {
  it('Draft -> Sent: fixes the validity (profile days), puts the lead In Progress, and logs it on the timeline and in the activity log', async () => {
    const draft = await createDraft(staff, ctx);
    const sent = await ok(staff, '/quotation/send', { _id: draft._id });
    expect(sent).toMatchObject({ State: 'Sent', ValidUntil: indiaDay(new Date(Date.now() + 30 * 86_400_000)) });
    expect(sent.SentAt).not.toBeNull();
    const lead = (await staff.post('/quote/getByID', { _id: draft.LeadId })).json().data[0];
    expect(lead.Status).toBe('In Progress');
    const texts = lead.Timeline.map((e: { Type: string; Text: string; From: string; To: string }) => `${e.Type}:${e.Text}${e.From}>${e.To}`);
    expect(texts).toEqual(
      expect.arrayContaining([
        `status:quotation ${sent.Number} sentNew>In Progress`,
        expect.stringMatching(new RegExp(`^quotation:Quotation ${sent.Number} sent to asha`)),
      ]),
    );
    const kinds = await db.select({ kind: activityEvents.kind }).from(activityEvents).where(eq(activityEvents.subject, sent.Number));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['quotation-saved', 'quotation-sent']);
    expect(await refused(staff, '/quotation/send', { _id: draft._id })).toBe(`${draft.Number} is already Sent: only a Draft can be sent.`);
  });

  it('refuses a zero total, a missing buyer e-mail and a validity already past, each with a 409 that says why', async () => {
    const free = await createDraft(staff, ctx, { Lines: [{ ...buildQuotationBody().Lines[0]!, DiscountPercent: 100 }], Charges: [] });
    expect(await refused(staff, '/quotation/send', { _id: free._id })).toContain('zero total');
    const noMail = await createDraft(staff, ctx);
    await setRow(noMail._id, { buyer: { ...(await rowOf(noMail._id)).buyer, Email: '' } });
    expect(await refused(staff, '/quotation/send', { _id: noMail._id })).toContain('no buyer e-mail');
    const late = await createDraft(staff, ctx);
    await setRow(late._id, { validUntil: yesterday() });
    expect(await refused(staff, '/quotation/send', { _id: late._id })).toContain('choose a later Valid until');
    for (const id of [free._id, noMail._id, late._id]) expect((await rowOf(id)).state).toBe('Draft');
  });
});

describe('the state machine', () => {
  const MOVES = ['save', 'send', 'revise', 'withdraw', 'accept'] as const;
  /** Every move allowed from each state; every other move must be a 409 that leaves the quotation as it was. */
  const ALLOWED: Record<string, readonly (typeof MOVES)[number][]> = {
    Draft: ['save', 'send', 'withdraw'],
    Sent: ['revise', 'withdraw', 'accept'],
    Viewed: ['revise', 'withdraw', 'accept'],
    Accepted: [],
    Declined: ['revise'],
    Expired: ['revise'],
    Superseded: [],
    Withdrawn: ['revise'],
  };
  const body = (move: (typeof MOVES)[number], id: string) => (move === 'save' ? buildQuotationBody({ _id: id }) : { _id: id });
  /** A quotation in `state` (set in the database after sending it, as the moves themselves are tested above). */
  async function inState(state: string): Promise<Quotation> {
    const q = state === 'Draft' ? await createDraft(staff, ctx) : await createSent(staff, ctx);
    if (state !== 'Draft') await setRow(q._id, { state: state as 'Sent' });
    return q;
  }

  it.each(Object.entries(ALLOWED))('from %s: allows %j, refuses every other move with a 409', async (state, allowed) => {
    const q = await inState(state);
    for (const move of MOVES.filter((m) => !allowed.includes(m))) {
      const res = await staff.post(`/quotation/${move}`, body(move, q._id));
      expect(res.statusCode, `${state} ${move}: ${res.body}`).toBe(409);
      expect(res.json().message, `${state} ${move}`).toContain(q.Number);
      expect((await rowOf(q._id)).state).toBe(state);
    }
    for (const move of allowed) {
      const fresh = await inState(state);
      const res = await staff.post(`/quotation/${move}`, body(move, fresh._id));
      expect(res.statusCode, `${state} ${move}: ${res.body}`).toBe(200);
    }
  });
});

describe('revising, withdrawing and marking accepted', () => {
  it('Revise makes -R1 a Draft; sending it supersedes R0, which can then no longer be answered', async () => {
    const r0 = await createSent(staff, ctx);
    const r1 = await ok(staff, '/quotation/revise', { _id: r0._id });
    expect(r1).toMatchObject({ Number: `${r0.Number}-R1`, Revision: 1, State: 'Draft', LeadId: r0.LeadId, ValidUntil: null, Totals: r0.Totals });
    expect(await refused(staff, '/quotation/revise', { _id: r0._id })).toBe(
      `${r0.Number} is not the latest revision: ${r1.Number} (Draft) is; edit that Draft instead.`,
    );
    expect(await refused(staff, '/quotation/revise', { _id: r1._id })).toContain('is a Draft: edit it instead');
    // Until R1 is sent, R0 is still the buyer's offer.
    expect((await rowOf(r0._id)).state).toBe('Sent');
    await ok(staff, '/quotation/send', { _id: r1._id });
    const detail = (await staff.post('/quotation/getByID', { _id: r0._id })).json().data[0] as Quotation;
    expect(detail.State).toBe('Superseded');
    expect(detail.Revisions.map((r) => [r.Number, r.State])).toEqual([
      [r0.Number, 'Superseded'],
      [r1.Number, 'Sent'],
    ]);
    expect(await refused(staff, '/quotation/accept', { _id: r0._id })).toContain('was replaced by a revised quotation');
    expect(await refused(staff, '/quotation/withdraw', { _id: r0._id })).toContain('only a Draft, Sent or Viewed');
  });

  it('Withdraw takes back a Draft or a sent one; a withdrawn one cannot be accepted but can be revised', async () => {
    const draft = await createDraft(staff, ctx);
    expect(await ok(staff, '/quotation/withdraw', { _id: draft._id })).toMatchObject({ State: 'Withdrawn' });
    const sent = await createSent(staff, ctx);
    expect(await ok(staff, '/quotation/withdraw', { _id: sent._id })).toMatchObject({ State: 'Withdrawn' });
    expect(await refused(staff, '/quotation/withdraw', { _id: sent._id })).toContain('is Withdrawn');
    expect(await refused(staff, '/quotation/accept', { _id: sent._id })).toContain('was withdrawn');
    expect(await refused(staff, '/quotation/send', { _id: sent._id })).toContain('only a Draft can be sent');
    expect(await ok(staff, '/quotation/revise', { _id: sent._id })).toMatchObject({ Number: `${sent.Number}-R1`, State: 'Draft' });
  });

  it('Mark accepted records the PO (number, date, file checked like a drawing); an accepted one cannot change any more', async () => {
    const sent = await createSent(staff, ctx);
    const badFile = await staff.post('/quotation/accept', { _id: sent._id, POFile: { Name: 'po.txt', Body: toDataUrl('text/plain', 'hello') } });
    expect(badFile.statusCode).toBe(400);
    expect(badFile.json().message).toContain('PDF or an image');
    const fake = await staff.post('/quotation/accept', { _id: sent._id, POFile: { Name: 'po.pdf', Body: toDataUrl('image/png', 'not a pdf') } });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toContain('do not match its .pdf extension');
    const po = { Name: 'PO 4471.pdf', Body: toDataUrl('application/pdf', MINIMAL_PDF) };
    const accepted = await ok(staff, '/quotation/accept', { _id: sent._id, PONumber: 'PO/4471', PODate: indiaDay(), POFile: po });
    expect(accepted).toMatchObject({ State: 'Accepted', PONumber: 'PO/4471', PODate: indiaDay(), AcceptedByName: 'admin' });
    const file = await staff.get(accepted.POFile!.url.replace('/api/v1', ''));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString('latin1')).toBe(MINIMAL_PDF);
    expect(await refused(staff, '/quotation/accept', { _id: sent._id })).toContain('was already accepted');
    expect(await refused(staff, '/quotation/revise', { _id: sent._id })).toContain('an accepted quotation cannot be revised');
    expect(await refused(staff, '/quotation/withdraw', { _id: sent._id })).toContain('is Accepted');
    expect(await refused(staff, '/quotation/save', buildQuotationBody({ _id: sent._id }))).toContain('only a Draft can be edited');
  });

  it('past its validity a sent quotation cannot be accepted (409 says it expired), before and after the expiry job', async () => {
    const sent = await createSent(staff, ctx);
    await setRow(sent._id, { validUntil: yesterday() });
    expect(await refused(staff, '/quotation/accept', { _id: sent._id })).toMatch(new RegExp(`^Quotation ${sent.Number} expired: it was valid until`));
    await setRow(sent._id, { state: 'Expired' });
    expect(await refused(staff, '/quotation/accept', { _id: sent._id })).toContain('expired');
    expect(await ok(staff, '/quotation/revise', { _id: sent._id })).toMatchObject({ State: 'Draft', Revision: 1 });
  });

  it('answers 404 for an unknown id, and the staff PDF of a Draft and a sent one without marking anything Viewed', async () => {
    const missing = await staff.post('/quotation/getByID', { _id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    const sent = await createSent(staff, ctx);
    for (const id of [sent._id, (await createDraft(staff, ctx))._id]) {
      const pdf = await staff.get(`/quotation/${id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await rowOf(sent._id)).state).toBe('Sent');
    expect((await db.select({ status: records.status }).from(records).where(eq(records.id, sent.LeadId!)))[0]!.status).toBe('In Progress');
  });
});
