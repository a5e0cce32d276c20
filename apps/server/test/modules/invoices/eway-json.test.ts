import { API_BASE, ewayBillFile, indiaDay, type EwayBill, type Invoice } from '@rp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, buyers } from '../../../src/db/schema.js';
import { setupApp } from '../../helpers.js';
import { gstinOf, invoicedOrder, paiseOf } from '../../support/invoice-books.js';
import { staffCalls } from '../../support/quotations.js';

const ctx = await setupApp({}, { seed: false });
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;

const ADDRESS = 'Plot 12, GIDC Estate\nShapar, Rajkot 360024\nGujarat';

async function ewayFile(ids: string[]) {
  const res = await staff.post('/invoice/eway-json', { Ids: ids });
  expect(res.statusCode, res.body).toBe(200);
  return { res, file: ewayBillFile.strict().parse(res.json()) };
}

/** The bill's parts add up to its value, to the paisa. */
function expectSums(bill: EwayBill, invoice: Invoice) {
  const parts = [bill.totalValue, bill.cgstValue, bill.sgstValue, bill.igstValue, bill.otherValue].map(paiseOf);
  expect(parts.reduce((a, b) => a + b, 0)).toBe(paiseOf(bill.totInvValue));
  expect(paiseOf(bill.totalValue)).toBe(paiseOf(invoice.Totals.Taxable));
  expect(paiseOf(bill.cgstValue)).toBe(paiseOf(invoice.Totals.CGST));
  expect(paiseOf(bill.igstValue)).toBe(paiseOf(invoice.Totals.IGST));
  expect(paiseOf(bill.otherValue)).toBe(paiseOf(invoice.Totals.RoundOff));
  expect(paiseOf(bill.totInvValue)).toBe(paiseOf(invoice.Totals.GrandTotal));
  // What the portal checks: the items' taxable amounts are the taxable value (charges are items too).
  expect(bill.itemList.map((i) => paiseOf(i.taxableAmount)).reduce((a, b) => a + b, 0)).toBe(paiseOf(bill.totalValue));
}

describe('POST /invoice/eway-json', () => {
  it('an unregistered buyer in the state: URP, the PIN code from the address, CGST and SGST rates, numbers where the portal wants numbers', async () => {
    const { order, invoice } = await invoicedOrder(staff, ctx, {
      quotation: { Buyer: { ...baseBuyer(), BillingAddress: ADDRESS } },
      quantities: (o) => ({ [o.Lines[0]!._id]: 100, [o.Lines[1]!._id]: 12.125 }),
    });
    // A buyer record without PIN code or city: both come from the invoice's billing address.
    if (invoice.BuyerId) await db.update(buyers).set({ pinCode: '', city: '' }).where(eq(buyers.id, invoice.BuyerId));
    const { res, file } = await ewayFile([invoice._id]);
    expect(res.headers['content-disposition']).toContain(`attachment; filename="eway-bills-${indiaDay()}.json"`);
    expect(file.version).toBe('1.0.0621');
    const [bill] = file.billLists;
    expect(bill).toMatchObject({
      supplyType: 'O',
      subSupplyType: 1,
      docType: 'INV',
      docNo: invoice.Number,
      docDate: `${invoice.Date.slice(8)}/${invoice.Date.slice(5, 7)}/${invoice.Date.slice(0, 4)}`,
      fromPincode: 360003,
      fromStateCode: 24,
      actFromStateCode: 24,
      fromPlace: 'Rajkot',
      toGstin: 'URP',
      toTrdName: 'Shreeji Pumps Pvt Ltd',
      toAddr1: 'Plot 12, GIDC Estate',
      toPincode: 360024,
      toPlace: 'Rajkot',
      toStateCode: 24,
      actToStateCode: 24,
      transactionType: 1,
      cessValue: 0,
      transMode: 1,
      transDistance: 220,
      transporterName: 'VRL Logistics',
      transDocNo: 'VRL-7781234',
      vehicleNo: 'GJ03AB1234',
      vehicleType: 'R',
    });
    expect(bill!.userGstin).toMatch(/^24/);
    expect(bill!.fromGstin).toBe(bill!.userGstin);
    expect(bill!.transporterId).toMatch(/^24AACCV4321K/);
    expect(bill!.transDocDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expectSums(bill!, invoice);
    expect(bill!.cgstValue).toBeGreaterThan(0);
    expect(bill!.igstValue).toBe(0);
    expect(bill!.itemList).toEqual([
      expect.objectContaining({ itemNo: 1, hsnCode: 8413, quantity: 100, qtyUnit: 'NOS', cgstRate: 9, sgstRate: 9, igstRate: 0, cessRate: 0 }),
      expect.objectContaining({ itemNo: 2, hsnCode: 84839000, quantity: 12.125, qtyUnit: 'KGS', cgstRate: 2.5, sgstRate: 2.5, igstRate: 0 }),
      // The freight billed with this dispatch, under the HSN of the goods at its rate.
      expect.objectContaining({ itemNo: 3, productName: 'Freight', hsnCode: 8413, quantity: 1, qtyUnit: 'OTH', cgstRate: 9, sgstRate: 9 }),
    ]);
    expect(bill!.itemList[0]!.productName).toBe('Pump shaft, EN8, ground');
    expect(bill!.itemList.map((i) => paiseOf(i.taxableAmount))).toEqual(
      [...invoice.Lines.map((l) => l.Taxable), ...invoice.Charges.map((c) => c.Amount)].map(paiseOf),
    );
    expect(invoice.Charges).toEqual([expect.objectContaining({ Kind: 'Freight', GstRate: 18 })]);
    expect(order.Dispatches).toHaveLength(1);

    const [logged] = await db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.kind, 'invoices-exported'), eq(activityEvents.subject, 'E-way bill JSON')));
    expect(logged?.details).toMatchObject({ invoices: 1 });
  });

  it("the buyer record's PIN code and city come before the address's; a registered buyer in another state: its GSTIN and IGST", async () => {
    const gstin = gstinOf('27');
    const { invoice } = await invoicedOrder(staff, ctx, {
      quotation: {
        Buyer: { ...baseBuyer(), Company: 'Deccan Valves LLP', GSTIN: gstin, PlaceOfSupply: '27', BillingAddress: 'MIDC Bhosari\nPune 411026' },
      },
      dispatch: { TransportMode: 'Rail', VehicleNo: '', DistanceKm: 1100 },
    });
    expect(invoice.BuyerId).not.toBeNull();
    const before = (await ewayFile([invoice._id])).file.billLists[0]!;
    expect(before).toMatchObject({ toGstin: gstin, toPincode: 411026, toPlace: 'Pune', toStateCode: 27, transMode: 2, vehicleNo: '' });
    expect(before.cgstValue).toBe(0);
    expect(before.igstValue).toBeGreaterThan(0);
    expect(before.itemList.map((i) => [i.cgstRate, i.sgstRate, i.igstRate])).toEqual([
      [0, 0, 18],
      [0, 0, 5],
      [0, 0, 18],
    ]);
    expectSums(before, invoice);

    await db.update(buyers).set({ pinCode: '411019', city: 'Pimpri' }).where(eq(buyers.id, invoice.BuyerId!));
    const after = (await ewayFile([invoice._id])).file.billLists[0]!;
    expect([after.toPincode, after.toPlace]).toEqual([411019, 'Pimpri']);
  });

  it('one bill per invoice in the order asked', async () => {
    const first = await invoicedOrder(staff, ctx);
    const second = await invoicedOrder(staff, ctx, { dispatch: { TransportMode: 'Air', DistanceKm: 4000 } });
    const { file } = await ewayFile([second.invoice._id, first.invoice._id, second.invoice._id]);
    expect(file.billLists.map((b) => [b.docNo, b.transMode])).toEqual([
      [second.invoice.Number, 3],
      [first.invoice.Number, 1],
    ]);
  });

  it('400 naming every invoice without a vehicle (by road) or a distance, and a cancelled one', async () => {
    const noVehicle = await invoicedOrder(staff, ctx, { dispatch: { VehicleNo: '' } });
    const noDistance = await invoicedOrder(staff, ctx, { dispatch: { DistanceKm: undefined } });
    const neither = await invoicedOrder(staff, ctx, { dispatch: { VehicleNo: '', DistanceKm: undefined } });
    const ready = await invoicedOrder(staff, ctx);
    const ids = [ready, noVehicle, noDistance, neither].map((o) => o.invoice._id);
    const res = await staff.post('/invoice/eway-json', { Ids: ids });
    expect(res.statusCode, res.body).toBe(400);
    const message = res.json().message as string;
    expect(message).toContain(`${noVehicle.invoice.Number} has no vehicle number`);
    expect(message).toContain(`${noDistance.invoice.Number} has no distance`);
    expect(message).toContain(`${neither.invoice.Number} has no vehicle number and has no distance`);
    expect(message).not.toContain(ready.invoice.Number);

    const cancelled = await invoicedOrder(staff, ctx);
    const cancel = await staff.post('/invoice/cancel', { _id: cancelled.invoice._id, Reason: 'Wrong buyer' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refused = await staff.post('/invoice/eway-json', { Ids: [cancelled.invoice._id] });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toContain(`${cancelled.invoice.Number} is cancelled`);
  });

  it('400 for an invoice whose buyer has no PIN code anywhere, or whose docket number is longer than the portal takes', async () => {
    const noPin = await invoicedOrder(staff, ctx, {
      quotation: { Buyer: { ...baseBuyer(), Company: 'Gondal Castings', Email: 'gondal@example.com', BillingAddress: 'Near the old mill, Gondal' } },
    });
    // The buyer record took the website form's PIN code: without it, and without one in the address, there is none.
    if (noPin.invoice.BuyerId) await db.update(buyers).set({ pinCode: '' }).where(eq(buyers.id, noPin.invoice.BuyerId));
    const longDocket = await invoicedOrder(staff, ctx, { dispatch: { DocketNo: 'VRL-2026-RAJKOT-0001234' } });
    const res = await staff.post('/invoice/eway-json', { Ids: [noPin.invoice._id, longDocket.invoice._id] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(`${noPin.invoice.Number} has no PIN code`);
    expect(res.json().message).toContain(`${longDocket.invoice.Number} has a docket number longer than 15 characters`);
  });

  it('unknown ids are a 404 naming them, never a 500; a session is needed', async () => {
    const unknown = '0b6d8b61-3c1a-4f51-9d0e-6a4f3f1f0c11';
    for (const id of [unknown, 'not-an-id']) {
      const res = await staff.post('/invoice/eway-json', { Ids: [id] });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toContain(id);
    }
    const empty = await staff.post('/invoice/eway-json', { Ids: [] });
    expect(empty.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'POST', url: `${API_BASE}/invoice/eway-json`, payload: { Ids: [unknown] } });
    expect(anonymous.statusCode).toBe(401);
  });
});

function baseBuyer() {
  return {
    Company: 'Shreeji Pumps Pvt Ltd',
    Contact: 'Asha Patel',
    Email: 'asha.patel@example.com',
    Phone: '+91 98250 12345',
    BillingAddress: 'Plot 12, GIDC Estate\nRajkot 360003',
    PlaceOfSupply: '24' as const,
  };
}
