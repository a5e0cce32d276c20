import { API_BASE, buildDescription } from '@rp/contract';
import { buildInquiry, buildQuote } from '@rp/contract/testing';
import { eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyerContacts, buyers, orders, quotations, records } from '../../../src/db/schema.js';
import { linkUnlinkedDocuments } from '../../../src/modules/buyers/index.js';
import { setupApp, target } from '../../helpers.js';
import { acceptedByStaff } from '../../support/orders.js';
import { buildQuotationBody, createLead, staffCalls } from '../../support/quotations.js';
import { gstinOf } from './support.js';

const ctx = await setupApp({}, { seed: false });
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;

const leadRow = async (id: string) => (await db.select().from(records).where(eq(records.id, id)))[0]!;
const buyerRow = async (id: string | null) => (await db.select().from(buyers).where(eq(buyers.id, id!)))[0]!;
const contactsOf = async (id: string) => db.select().from(buyerContacts).where(eq(buyerContacts.buyerId, id));

describe(`linking at once (${target})`, () => {
  it('a site quote request stores its company and makes its buyer; a second from the same e-mail (any case) finds it', async () => {
    const first = await createLead(ctx, {
      Title: 'Ravi Shah',
      Email: 'Ravi.Shah@SaurashtraPumps.in',
      Description: buildDescription({ Company: 'Saurashtra Pumps', 'Product of Interest': 'Shafts' }),
    });
    const lead = await leadRow(first.id);
    expect(lead.company).toBe('Saurashtra Pumps');
    expect(lead.buyerId).not.toBeNull();
    const buyer = await buyerRow(lead.buyerId);
    expect(buyer).toMatchObject({ company: 'Saurashtra Pumps', gstin: '', gstTreatment: 'Unregistered' });
    expect((await contactsOf(buyer.id)).map((c) => [c.name, c.email, c.phone])).toEqual([
      ['Ravi Shah', 'ravi.shah@saurashtrapumps.in', '+91 98765 43210'],
    ]);

    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API_BASE}/inquery/save`,
      payload: buildInquiry({ Email: 'ravi.shah@saurashtrapumps.IN' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.BuyerId).toBe(buyer.id);
    expect(res.json().data.Company).toMatch(/^Textile Works/);
  });

  it('a request without a company names its new buyer after a business domain, or after the person on a free mailbox', async () => {
    const business = await createLead(ctx, { Email: 'a@kathiawar-motors.in', Description: 'Product of Interest: Pins' });
    const personal = await createLead(ctx, { Title: 'Neha Joshi', Email: 'neha.j@gmail.com', Description: 'Company: N/A' });
    expect((await leadRow(business.id)).company).toBe('');
    expect((await buyerRow((await leadRow(business.id)).buyerId)).company).toBe('kathiawar-motors.in');
    expect((await buyerRow((await leadRow(personal.id)).buyerId)).company).toBe('Neha Joshi');
  });

  it('two requests from one new e-mail at once make one buyer', async () => {
    const send = () => ctx.app.inject({ method: 'POST', url: `${API_BASE}/quote/save`, payload: buildQuote({ Email: 'twice@deccan-tractors.in' }) });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().data.BuyerId)).size).toBe(1);
    const holders = await db.select().from(buyerContacts).where(eq(buyerContacts.email, 'twice@deccan-tractors.in'));
    expect(holders).toHaveLength(1);
  });

  it("a quotation's save links by its GSTIN, else its e-mail; its lead gets the same buyer; its order takes it", async () => {
    const lead = await createLead(ctx, { Email: 'buyer@konkan-valves.in' });
    const leadBuyer = (await leadRow(lead.id)).buyerId;
    const gstin = gstinOf(1);
    // The lead's buyer by e-mail (case-insensitive), which has no GSTIN yet: it gets the quotation's.
    const save = await staff.post(
      '/quotation/save',
      buildQuotationBody({ LeadId: lead.id, Buyer: { ...buildQuotationBody().Buyer, Email: 'BUYER@konkan-valves.in', GSTIN: gstin } }),
    );
    expect(save.statusCode, save.body).toBe(201);
    expect(save.json().data.BuyerId).toBe(leadBuyer);
    expect((await buyerRow(leadBuyer)).gstin).toBe(gstin);

    // Another e-mail, the same GSTIN: the same buyer, and the order made on acceptance takes it.
    const { quotation, order } = await acceptedByStaff(staff, ctx, {
      Buyer: { ...buildQuotationBody().Buyer, Company: 'Konkan Valves Ltd', Email: 'stores@konkan-valves.in', GSTIN: gstin },
    });
    expect(quotation.BuyerId).toBe(leadBuyer);
    expect(order.BuyerId).toBe(leadBuyer);
    expect((await db.select().from(orders).where(eq(orders.id, order._id)))[0]!.buyerId).toBe(leadBuyer);

    // A quotation made from scratch: its hand-logged lead stores the company and gets the quotation's buyer.
    const byHand = await staff.post(
      '/quotation/save',
      buildQuotationBody({
        Source: 'Phone',
        Buyer: { ...buildQuotationBody().Buyer, Company: 'Konkan Valves Ltd', Email: 'x@other.in', GSTIN: gstin },
      }),
    );
    expect(byHand.statusCode, byHand.body).toBe(201);
    expect(byHand.json().data.BuyerId).toBe(leadBuyer);
    expect(await leadRow(byHand.json().data.LeadId)).toMatchObject({ buyerId: leadBuyer, company: 'Konkan Valves Ltd' });

    // Without a GSTIN and with a new e-mail: a new buyer, with the quotation's state and treatment.
    const fresh = await staff.post(
      '/quotation/save',
      buildQuotationBody({ Source: 'E-mail', Buyer: { ...buildQuotationBody().Buyer, Email: 'new@narmada.in', PlaceOfSupply: '27' } }),
    );
    const made = await buyerRow(fresh.json().data.BuyerId);
    expect(made).toMatchObject({
      company: 'Shreeji Pumps Pvt Ltd',
      gstin: '',
      stateCode: '27',
      billingAddress: 'Plot 12, GIDC Estate\nRajkot 360003',
    });
  });
});

describe(`the linking pass over existing data (${target})`, () => {
  it('links by GSTIN, by e-mail (any case) or makes a new buyer; a second run changes nothing', async () => {
    const gstin = gstinOf(77);
    // As stored before buyers existed: unlinked leads, quotations and an order.
    const { quotation, order } = await acceptedByStaff(staff, ctx, {
      Source: 'Visit',
      Buyer: { ...buildQuotationBody().Buyer, Company: 'Gujarat Gears', Email: 'po@gujaratgears.in', GSTIN: gstin },
    });
    const other = await createLead(ctx, { Email: 'Sales@GujaratGears.in' });
    const lone = await createLead(ctx, { Email: 'lone@vyas-works.in', Description: 'Company: Vyas Works' });
    const ids = [quotation.LeadId!, other.id, lone.id];
    const madeAtOnce = (await db.select({ buyerId: records.buyerId }).from(records).where(inArray(records.id, ids))).map((r) => r.buyerId!);
    await db.update(records).set({ buyerId: null }).where(inArray(records.id, ids));
    await db.update(quotations).set({ buyerId: null }).where(eq(quotations.id, quotation._id));
    await db.update(orders).set({ buyerId: null }).where(eq(orders.id, order._id));
    await db.delete(buyers).where(inArray(buyers.id, [...madeAtOnce, quotation.BuyerId!]));
    // One buyer already holds the e-mail of `other`, in another case.
    const [known] = await db.insert(buyers).values({ company: 'Gujarat Gears (sales)' }).returning();
    await db.insert(buyerContacts).values({ buyerId: known!.id, position: 0, name: 'Sales', email: 'sales@gujaratgears.in' });

    const before = (await db.select().from(buyers)).length;
    const first = await linkUnlinkedDocuments(db);
    expect(first.linked).toBeGreaterThanOrEqual(5);
    const byGstin = (await db.select().from(buyers).where(eq(buyers.gstin, gstin)))[0]!;
    expect(byGstin.company).toBe('Gujarat Gears');
    expect((await db.select().from(quotations).where(eq(quotations.id, quotation._id)))[0]!.buyerId).toBe(byGstin.id);
    expect((await db.select().from(orders).where(eq(orders.id, order._id)))[0]!.buyerId).toBe(byGstin.id);
    expect((await leadRow(quotation.LeadId!)).buyerId).toBe(byGstin.id);
    expect((await leadRow(other.id)).buyerId).toBe(known!.id);
    const loneBuyer = await buyerRow((await leadRow(lone.id)).buyerId);
    expect(loneBuyer.company).toBe('Vyas Works');
    expect((await contactsOf(loneBuyer.id)).map((c) => c.email)).toEqual(['lone@vyas-works.in']);
    expect((await db.select().from(buyers)).length).toBe(before + 2);

    const snapshot = await db.select({ id: records.id, buyerId: records.buyerId }).from(records);
    const second = await linkUnlinkedDocuments(db);
    expect(second).toMatchObject({ linked: 0, buyersCreated: 0 });
    expect(await db.select({ id: records.id, buyerId: records.buyerId }).from(records)).toEqual(snapshot);
    expect(await db.select().from(records).where(isNull(records.buyerId))).toEqual([]);
  });
});
