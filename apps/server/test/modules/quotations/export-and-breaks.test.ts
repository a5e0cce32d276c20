import { API_BASE, computeQuotationTotals, quotationSaveBody, totalsToWire, type Quotation, type QuotationSaveBody } from '@rp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema.js';
import { findRfqStatus } from '../../../src/modules/rfq-status/service.js';
import { setupApp } from '../../helpers.js';
import { saveCompleteCompanyProfile } from '../../support/company-profile.js';
import { getOrder, mailedKey } from '../../support/orders.js';
import { buildQuotationBody, createLead, createSent, ok, staffCalls } from '../../support/quotations.js';

/** Issue 43: an export quoted in its currency with an Incoterm, and the buyer accepting at a quantity break. */

const ctx = await setupApp({}, { seed: false });
await saveCompleteCompanyProfile(ctx.database.db);
const staff = staffCalls(ctx, await ctx.login());

const overseas = (extra: Partial<QuotationSaveBody> = {}): Partial<QuotationSaveBody> => ({
  Buyer: { ...buildQuotationBody().Buyer, Company: 'Gulf Pumps LLC', PlaceOfSupply: '96' },
  Lines: [{ Description: 'Impeller shaft', HSN: '8483', Quantity: 1000, Unit: 'Nos', UnitPrice: 12.35, GstRate: 18 }],
  Charges: [{ Kind: 'Freight', Amount: 4.5 }],
  Currency: 'USD',
  ExchangeRate: 83.25,
  Incoterm: 'FOB',
  IncotermPlace: 'Mundra',
  ...extra,
});

async function saveStatus(body: Partial<QuotationSaveBody>) {
  const lead = await createLead(ctx);
  return staff.post('/quotation/save', buildQuotationBody({ LeadId: lead.id, ...body }));
}

describe('an export in its own currency', () => {
  it('prices, totals and words in US dollars, rounded to the cent, with the rate and the Incoterm kept', async () => {
    // Whole cents only, as with paise.
    const fifthDecimal = await saveStatus(
      overseas({ Lines: [{ Description: 'Shaft', HSN: '8483', Quantity: 1, Unit: 'Nos', UnitPrice: 12.345, GstRate: 18 }] }),
    );
    expect(fifthDecimal.statusCode).toBe(400);
    const res = await saveStatus(overseas());
    expect(res.statusCode, res.body).toBe(201);
    const q = res.json().data as Quotation;
    expect(q).toMatchObject({ Currency: 'USD', ExchangeRate: 83.25, Incoterm: 'FOB', IncotermPlace: 'Mundra', TaxMode: 'Export' });
    expect(q.Totals).toMatchObject({ Taxable: 12354.5, RoundOff: 0, GrandTotal: 12354.5 });
    expect(q.Totals.AmountInWords).toBe('US Dollars Twelve Thousand Three Hundred Fifty-Four and Cents Fifty Only');
    const list = (await staff.post('/quotation/list', { search: q.Number })).json().data;
    expect(list[0]).toMatchObject({ Currency: 'USD', GrandTotal: 12354.5 });
    // The CSV's INR columns convert at the quotation's rate (US$12,354.50 x 83.25 = ₹10,28,512.125, half up).
    const csv = (await staff.get(`/quotation/export?search=${q.Number}`)).body.split('\r\n');
    const row = csv[1]!.split(',');
    expect(row.slice(-3)).toEqual(['USD', '83.25', '12354.50']);
    expect(row).toContain('1028512.13');
  });

  it('refuses a foreign currency for a buyer in India, and one without its exchange rate', async () => {
    const india = await saveStatus({ Currency: 'USD', ExchangeRate: 83.25 });
    expect(india.statusCode).toBe(400);
    expect(india.json().errors).toHaveProperty('Currency');
    const noRate = await saveStatus(overseas({ ExchangeRate: undefined }));
    expect(noRate.json().errors).toHaveProperty('ExchangeRate');
    const tooPrecise = await saveStatus(overseas({ ExchangeRate: 83.12345 }));
    expect(tooPrecise.json().errors).toHaveProperty('ExchangeRate');
    const placeAlone = await saveStatus(overseas({ Incoterm: null }));
    expect(placeAlone.json().errors).toHaveProperty('Incoterm');
  });

  it('the order keeps the currency and the rate', async () => {
    const q = await createSent(
      staff,
      ctx,
      overseas({ Lines: [{ Description: 'Shaft', HSN: '8483', Quantity: 10, Unit: 'Nos', UnitPrice: 40, GstRate: 18 }], Charges: [] }),
    );
    const accepted = await ok(staff, '/quotation/accept', { _id: q._id, PONumber: 'GP-77' });
    const order = await getOrder(staff, accepted.Order!._id);
    expect(order).toMatchObject({ Currency: 'USD', ExchangeRate: 83.25, Totals: { GrandTotal: 400 } });
  });
});

describe('the buyer accepts at a quantity break', () => {
  const withBreaks = buildQuotationBody();

  it('makes the order at the chosen quantity and its break price, totals from the one function, and says so', async () => {
    const q = await createSent(staff, ctx);
    const key = await mailedKey(ctx, q.LeadId!);
    const accept = (Quantities: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `${API_BASE}/rfq/${q.LeadReference}/accept`,
        payload: { Key: key, Name: 'Asha Patel', AcceptTerms: true, Quantities },
      });
    const notOffered = await accept([{ Line: 1, Quantity: 750 }]);
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe('Line 1 was quoted for 250, 500, 1,000 Nos: choose one of these quantities.');
    expect((await accept([{ Line: 3, Quantity: 1 }])).statusCode).toBe(400);
    const res = await accept([{ Line: 1, Quantity: 500 }]);
    expect(res.statusCode, res.body).toBe(200);

    const detail = (await staff.post('/quotation/getByID', { _id: q._id })).json().data[0] as Quotation;
    const order = await getOrder(staff, detail.Order!._id);
    expect(order.Lines[0]).toMatchObject({ Quantity: 500, UnitPrice: 398 });
    expect(order.Lines[1]).toMatchObject({ Quantity: 12.125 });
    // The same function over the chosen lines, charges unchanged.
    const parsed = quotationSaveBody.parse(withBreaks);
    const chosen = parsed.Lines.map((l, i) => (i === 0 ? { ...l, QuantityThousandths: 500_000, UnitPricePaise: 39_800 } : l));
    const expected = computeQuotationTotals({ Lines: chosen, Charges: parsed.Charges, CompanyStateCode: '24', PlaceOfSupply: '24' });
    expect(order.Totals).toEqual(totalsToWire(expected.Totals, expected.AmountInWords));
    expect(order.Timeline[0]!.Note).toMatch(/Quantity break chosen: line 1 at 500 Nos/);

    const page = await findRfqStatus(ctx.database.db, q.LeadReference!, key);
    expect(page?.quotation?.ChosenQuantities).toEqual([{ Line: 1, Quantity: 500 }]);
    const [staffMail] = await ctx.database.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.recordId, q.LeadId!), eq(outbox.kind, 'quotation-answered')));
    expect(staffMail!.text).toMatch(/500 Nos/);
  });

  it('staff record a break the buyer chose by phone; the quoted quantity is no choice at all', async () => {
    const q = await createSent(staff, ctx);
    const accepted = await ok(staff, '/quotation/accept', {
      _id: q._id,
      Quantities: [
        { Line: 1, Quantity: 1000 },
        { Line: 2, Quantity: 12.125 },
      ],
    });
    const order = await getOrder(staff, accepted.Order!._id);
    expect(order.Lines.map((l) => [l.Quantity, l.UnitPrice])).toEqual([
      [1000, 385.75],
      [12.125, 1190.1],
    ]);
    expect(order.Totals.GrandTotal).toBeGreaterThan(q.Totals.GrandTotal);
  });
});
