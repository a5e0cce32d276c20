// @database-agnostic: the contract's schemas, no database (the PGlite pass only)
import {
  allEndpoints,
  computeQuotationTotals,
  computedTotalsToWire,
  quotation,
  quotationDeclineBody,
  quotationEndpoints,
  quotationExportQuery,
  quotationListBody,
  quotationPublicAcceptBody,
  quotationSaveBody,
  quotationStaffAcceptBody,
  type Endpoint,
  type QuotationSaveBody,
} from '@rp/contract';
import { describe, expect, it } from 'vitest';

const validBody = (): QuotationSaveBody => ({
  Source: 'Phone',
  Buyer: {
    Company: 'Acme Engineering',
    Contact: 'R. Shah',
    Email: 'buyer@example.com',
    BillingAddress: 'Plot 4, GIDC, Rajkot',
    GSTIN: '24aaacr5055k1zd',
    PlaceOfSupply: '24',
  },
  Lines: [
    {
      Description: 'EN8 shaft, ground',
      DrawingNo: 'RP-1001 rev B',
      HSN: '8483',
      Quantity: 10.5,
      Unit: 'Nos',
      UnitPrice: 1234.56,
      DiscountPercent: 12.5,
      GstRate: 18,
      QuantityBreaks: [
        { Quantity: 100, UnitPrice: 1100 },
        { Quantity: 500, UnitPrice: 990.5 },
      ],
    },
  ],
  Charges: [{ Kind: 'Freight', Amount: 500, GstRate: 18 }],
});

/** Every message the parse gives, by the path of its field. */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the quotation save body', () => {
  it('parses rupees, quantities and percents into integers named by their unit', () => {
    const body = validBody();
    body.Buyer.GSTIN = '';
    const parsed = quotationSaveBody.parse(body);
    expect(parsed.Lines[0]).toMatchObject({
      QuantityThousandths: 10_500,
      UnitPricePaise: 123_456,
      DiscountHundredths: 1250,
      GstRate: 18,
      Material: '',
    });
    expect(parsed.Lines[0]!.QuantityBreaks).toEqual([
      { QuantityThousandths: 100_000, UnitPricePaise: 110_000 },
      { QuantityThousandths: 500_000, UnitPricePaise: 99_050 },
    ]);
    expect(parsed.Charges).toEqual([{ Kind: 'Freight', AmountPaise: 50_000, GstRate: 18 }]);
    expect(parsed.Buyer).toMatchObject({ GSTIN: '', ShippingAddress: '', Phone: '', PlaceOfSupply: '24' });
    // The parsed body feeds the one totals function as it is.
    const totals = computeQuotationTotals({
      Lines: parsed.Lines,
      Charges: parsed.Charges,
      CompanyStateCode: '24',
      PlaceOfSupply: parsed.Buyer.PlaceOfSupply,
    });
    expect(computedTotalsToWire(totals).Totals).toEqual({
      Taxable: 11_842.52,
      CGST: 1065.83,
      SGST: 1065.83,
      IGST: 0,
      RoundOff: -0.18,
      GrandTotal: 13_974,
      AmountInWords: 'Rupees Thirteen Thousand Nine Hundred Seventy-Four Only',
    });
  });

  it('upper-cases a valid buyer GSTIN and refuses a wrong check digit', () => {
    const body = validBody();
    body.Buyer.GSTIN = '27aapfu0939f1zv';
    expect(quotationSaveBody.parse(body).Buyer.GSTIN).toBe('27AAPFU0939F1ZV');
    body.Buyer.GSTIN = '27AAPFU0939F1ZW';
    expect(messages(quotationSaveBody.safeParse(body))['Buyer.GSTIN']).toMatch(/check digit is wrong/);
  });

  it('says what is wrong with each field', () => {
    const body = validBody() as Record<string, unknown> & QuotationSaveBody;
    body.Buyer = { ...body.Buyer, GSTIN: '', Email: 'not-an-email', PlaceOfSupply: '25' as '24', Company: ' ' };
    body.Source = 'Fax' as 'Phone';
    body.ValidUntil = '2026-02-30';
    body.Lines = [
      {
        ...body.Lines[0]!,
        HSN: '848',
        Quantity: 1.2345,
        Unit: 'Box' as 'Nos',
        UnitPrice: 10.005,
        DiscountPercent: 101,
        GstRate: 40.125 as 18,
        Per: 50 as 100,
        QuantityBreaks: Array.from({ length: 6 }, (_, i) => ({ Quantity: i + 1, UnitPrice: 1 })),
      },
    ];
    body.Charges = [{ Kind: 'Insurance' as 'Freight', Amount: -5, GstRate: 18 }];
    expect(messages(quotationSaveBody.safeParse(body))).toEqual({
      Source: 'Source must be one of: Website, E-mail, Phone, WhatsApp, Visit, Trade fair, Repeat order, Other.',
      'Buyer.Company': 'Company is required.',
      'Buyer.Email': 'Please enter a valid email address.',
      'Buyer.PlaceOfSupply': 'Place of supply must be a two-digit GST state code from the list, or "96" for outside India.',
      ValidUntil: 'Valid until is not a real date.',
      'Lines.0.HSN': 'HSN code must be 4 to 8 digits.',
      'Lines.0.Quantity': 'Quantity may have at most 3 decimals (thousandths).',
      'Lines.0.Unit': 'Unit must be one of: Nos, Pcs, Set, Pair, Lot, Kg, Mtr.',
      'Lines.0.UnitPrice': 'Unit price may have at most 2 decimals (paise).',
      'Lines.0.DiscountPercent': 'Discount must be at most 100 %.',
      'Lines.0.GstRate': 'GST rate must be a percent from 0 to 40 with at most 2 decimals.',
      'Lines.0.Per': 'Per must be 1, 100 or 1000: the unit price is for that many units.',
      'Lines.0.QuantityBreaks': 'At most 5 quantity breaks per line.',
      'Charges.0.Kind': 'Charge kind must be one of: Packing and forwarding, Freight, Tooling.',
      'Charges.0.Amount': 'Charge amount cannot be negative.',
    });
  });

  it('needs 1 to 100 lines, distinct break quantities, and a taxable value within ₹1,000 crore', () => {
    const body = validBody();
    body.Buyer.GSTIN = '';
    expect(messages(quotationSaveBody.safeParse({ ...body, Lines: [] })).Lines).toBe('A quotation needs at least one line.');
    expect(messages(quotationSaveBody.safeParse({ ...body, Lines: Array(101).fill(body.Lines[0]) })).Lines).toBe(
      'A quotation may have at most 100 lines.',
    );
    expect(quotationSaveBody.safeParse({ ...body, Lines: Array(100).fill(body.Lines[0]) }).success).toBe(true);
    const twice = {
      ...body.Lines[0]!,
      QuantityBreaks: [
        { Quantity: 5, UnitPrice: 1 },
        { Quantity: 5, UnitPrice: 2 },
      ],
    };
    expect(messages(quotationSaveBody.safeParse({ ...body, Lines: [twice] }))['Lines.0.QuantityBreaks']).toBe(
      'Each quantity break needs its own quantity.',
    );
    // 11 lines of 10 lakh units at ₹10 crore: each allowed, together far beyond ₹1,000 crore.
    const huge = { ...body.Lines[0]!, Quantity: 1_000_000, UnitPrice: 100_000_000, DiscountPercent: 0 };
    expect(messages(quotationSaveBody.safeParse({ ...body, Lines: [huge] })).Lines).toBe(
      'The quotation’s taxable value must be at most ₹1,000 crore.',
    );
    const atLimit = { ...huge, Quantity: 100 };
    expect(quotationSaveBody.safeParse({ ...body, Lines: [atLimit], Charges: [] }).success).toBe(true);
    expect(quotationSaveBody.safeParse({ ...body, Lines: [atLimit], Charges: [{ Kind: 'Tooling', Amount: 0.01, GstRate: 18 }] }).success).toBe(false);
  });

  it('bounds every text field', () => {
    const body = validBody();
    body.Buyer.GSTIN = '';
    body.Notes = 'x'.repeat(4001);
    body.Lines[0]!.Description = 'x'.repeat(1001);
    body.Buyer.BillingAddress = 'x'.repeat(1001);
    expect(messages(quotationSaveBody.safeParse(body))).toEqual({
      Notes: 'Notes must be at most 4000 characters.',
      'Lines.0.Description': 'Description must be at most 1000 characters.',
      'Buyer.BillingAddress': 'Billing address must be at most 1000 characters.',
    });
  });
});

describe('accept, decline and list bodies', () => {
  it('takes the buyer’s acceptance from JSON or a plain form, and needs the terms ticked', () => {
    const form = { Key: 'abc', Name: 'R. Shah', AcceptTerms: 'on' };
    expect(quotationPublicAcceptBody.parse(form)).toMatchObject({ Key: 'abc', Name: 'R. Shah', Designation: '', PONumber: '', AcceptTerms: true });
    expect(quotationPublicAcceptBody.parse({ ...form, AcceptTerms: true }).AcceptTerms).toBe(true);
    expect(messages(quotationPublicAcceptBody.safeParse({ ...form, AcceptTerms: false }))).toEqual({
      AcceptTerms: 'Please tick "I accept the terms of this quotation".',
    });
    expect(messages(quotationPublicAcceptBody.safeParse({ Key: 'abc', AcceptTerms: true })).Name).toBe('Your name is required.');
    expect(messages(quotationPublicAcceptBody.safeParse({ ...form, POFile: { Name: 'po.pdf', Body: 'JVBERi0=' } }))['POFile.Body']).toMatch(
      /data URL/,
    );
  });

  it('takes a decline reason from the list', () => {
    expect(quotationDeclineBody.parse({ Key: 'k', Reason: 'Lead time' })).toEqual({ Key: 'k', Reason: 'Lead time', Comment: '' });
    expect(messages(quotationDeclineBody.safeParse({ Key: 'k', Reason: 'Too pricey' })).Reason).toBe(
      'Reason must be one of: Price, Lead time, Specification, Bought elsewhere, Project cancelled, Other.',
    );
  });

  it('takes the staff acceptance with a PO date that exists', () => {
    expect(quotationStaffAcceptBody.parse({ _id: 'q1', PONumber: 'PO-77', PODate: '2026-11-27' })).toMatchObject({
      PONumber: 'PO-77',
      PODate: '2026-11-27',
    });
    expect(messages(quotationStaffAcceptBody.safeParse({ _id: 'q1', PODate: '27/11/2026' })).PODate).toBe('PO date must be a date (YYYY-MM-DD).');
    expect(messages(quotationStaffAcceptBody.safeParse({}))._id).toBe('An _id is required.');
  });

  it('filters the list by state, source and dates, in JSON and in the export’s query string', () => {
    expect(quotationListBody.parse({ page: 2, pageSize: 50, search: ' acme ', state: ['Sent', 'Viewed'], source: ['Website'] })).toMatchObject({
      search: 'acme',
    });
    expect(messages(quotationListBody.safeParse({ state: ['Open'] }))['state.0']).toMatch(/State must be one of: Draft, Sent/);
    expect(messages(quotationListBody.safeParse({ from: '2026-11-02', to: '2026-11-01' })).from).toBe('From must be on or before To.');
    expect(quotationExportQuery.parse({ state: 'Sent', source: 'Phone' })).toMatchObject({ state: ['Sent'], source: ['Phone'] });
  });
});

describe('the quotation endpoints', () => {
  const flat = (node: object): Endpoint[] => Object.values(node).flatMap((v: object) => ('method' in v ? [v as Endpoint] : flat(v)));
  const list = flat(quotationEndpoints).map((e) => `${e.method} ${e.path} ${e.access}`);

  it('names the issue’s calls', () => {
    expect(list.sort()).toEqual(
      [
        'POST /quotation/save admin',
        'POST /quotation/list admin',
        'POST /quotation/quote-again admin',
        'GET /quotation/export admin',
        'POST /quotation/getByID admin',
        'POST /quotation/send admin',
        'POST /quotation/revise admin',
        'POST /quotation/withdraw admin',
        'POST /quotation/share-link admin',
        'POST /quotation/accept admin',
        'GET /quotation/:id/pdf admin',
        'GET /quotation/po-file/:id admin',
        'GET /rfq/:reference/quotation.pdf public',
        'POST /rfq/:reference/accept public',
        'POST /rfq/:reference/decline public',
      ].sort(),
    );
    for (const e of flat(quotationEndpoints)) expect(Boolean(e.body), e.path).toBe(e.method !== 'GET');
  });

  it('stays out of the registry until the server registers them (or is all in it)', () => {
    const registered = new Set(allEndpoints.map((e) => `${e.method} ${e.path} ${e.access}`));
    const inRegistry = list.filter((e) => registered.has(e));
    expect([0, list.length]).toContain(inRegistry.length);
  });

  it('describes an answer the server can build from the totals function', () => {
    const parsed = quotation.shape.Totals.safeParse({
      Taxable: 1,
      CGST: 0,
      SGST: 0,
      IGST: 0,
      RoundOff: 0,
      GrandTotal: 1,
      AmountInWords: 'Rupees One Only',
    });
    expect(parsed.success).toBe(true);
  });
});
