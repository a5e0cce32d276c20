import { describe, expect, it } from 'vitest';
import { quotationSaveBody, type CompanyProfileRecord, type Quotation } from '@rp/contract';
import {
  addDays,
  defaultGstRate,
  emptyCharge,
  emptyLine,
  newQuotationValues,
  saveBodyOf,
  valuesFromLead,
  valuesFromQuotation,
} from '../../../src/features/admin-quotations/utils/quotation-form';

const profile: Pick<CompanyProfileRecord, 'State' | 'QuotationDefaults' | 'GstRates'> = {
  State: '24',
  GstRates: [0, 5, 18, 40],
  QuotationDefaults: {
    ValidityDays: 30,
    PaymentTerms: '50% advance, balance before dispatch',
    DeliveryTerms: 'Ex-works Rajkot',
    Notes: 'Prices exclude transit insurance.',
    ExportNote: 'Supply meant for export under LUT without payment of IGST.',
    CategoryDefaults: [
      { Category: 'shafts', HSN: '848310', GstRate: 18 },
      { Category: 'fasteners', HSN: '7318', GstRate: 5 },
    ],
  },
};

describe('quotation form values', () => {
  it('adds calendar days across months and leap years', () => {
    expect(addDays('2026-11-27', 30)).toBe('2026-12-27');
    expect(addDays('2028-02-15', 14)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('starts a new quotation with the profile defaults, the company state and one empty line', () => {
    const values = newQuotationValues(profile, '2026-11-27');
    expect(values).toMatchObject({
      Source: 'E-mail',
      ValidUntil: '2026-12-27',
      PaymentTerms: profile.QuotationDefaults.PaymentTerms,
      DeliveryTerms: 'Ex-works Rajkot',
      Notes: profile.QuotationDefaults.Notes,
      Buyer: { PlaceOfSupply: '24', Company: '', GstTreatment: 'Unregistered', ZeroRated: null },
      Currency: 'INR',
      ExchangeRate: null,
      Incoterm: null,
      BuyerReference: '',
      BuyerReferenceDate: null,
      Charges: [],
    });
    expect(values.Lines).toHaveLength(1);
    expect(values.Lines[0]).toMatchObject({ Quantity: 1, Unit: 'Nos', Per: 1, DrawingRev: '', GstRate: 18, UnitPrice: undefined });
    // A profile without 18 % starts a line at its rate nearest to 18.
    expect(newQuotationValues({ ...profile, GstRates: [0, 5, 12] }, '2026-11-27').Lines[0]?.GstRate).toBe(12);
  });

  it('starts a line at 18 %, or the listed rate nearest to it (the higher of two as near), and a charge as goods', () => {
    expect(defaultGstRate([0, 5, 18, 40])).toBe(18);
    expect(defaultGstRate([0, 5, 40])).toBe(5);
    expect(defaultGstRate([14, 22])).toBe(22);
    expect(defaultGstRate([])).toBe(18);
    expect(emptyCharge('Freight')).toMatchObject({ Kind: 'Freight', GstRate: null });
  });

  it('prefills from a lead: buyer data, and its product with the category HSN and rate as the first line', () => {
    const lead = {
      _id: 'lead-1',
      Title: 'Asha Patel',
      Email: 'asha@kiran.example',
      ContactNo: '+91 98765 43210',
      Description: 'Company: Kiran Textiles\nProduct of Interest: Machined Fasteners\nQuantity: 1,200 pcs',
      // The stored field (issue 46), not the Description's line: the Description still carries it for the mails.
      Company: ' Kiran Textiles ',
    };
    const values = valuesFromLead(lead, profile, '2026-11-27');
    expect(values.LeadId).toBe('lead-1');
    expect(values.Source).toBeUndefined();
    expect(values.Buyer).toMatchObject({ Company: 'Kiran Textiles', Contact: 'Asha Patel', Email: 'asha@kiran.example', Phone: '+91 98765 43210' });
    expect(values.Lines).toEqual([emptyLine({ Description: 'Machined Fasteners', HSN: '7318', GstRate: 5, Quantity: 1200 })]);
    // The catalogue item names the line when the buyer asked from a product page; no company or quantity is fine.
    const bare = valuesFromLead({ ...lead, Company: '', Description: 'Product of Interest: Shafts\nCatalogue Item: EN8 drive shaft' }, profile);
    expect(bare.Buyer.Company).toBe('');
    expect(bare.Lines[0]).toMatchObject({ Description: 'EN8 drive shaft', HSN: '848310', GstRate: 18, Quantity: 1 });
  });

  it('sends what the server parses: rupees as typed, no empty discount, a source only without a lead', () => {
    const values = {
      ...newQuotationValues(profile, '2026-11-27'),
      Buyer: { Company: 'Kiran', Contact: 'Asha', Email: 'asha@kiran.example', BillingAddress: 'Surat', PlaceOfSupply: '27' as const },
      Lines: [
        emptyLine({ Description: 'Shaft', HSN: '8483', Quantity: 2.5, UnitPrice: 1.15 }),
        emptyLine({ Description: 'Pin', HSN: '7318', UnitPrice: 3, DiscountPercent: 5 }),
      ],
    };
    const body = saveBodyOf(values);
    expect(body.Source).toBe('E-mail');
    expect(body.Lines[0]).not.toHaveProperty('DiscountPercent');
    expect(body.Lines[1]?.DiscountPercent).toBe(5);
    const parsed = quotationSaveBody.parse(body);
    expect(parsed.Lines[0]).toMatchObject({ QuantityThousandths: 2500, UnitPricePaise: 115, DiscountHundredths: 0 });
    expect(saveBodyOf({ ...values, LeadId: 'lead-1' })).not.toHaveProperty('Source');
    // An exchange rate left behind in rupees is not sent: the server would refuse it.
    expect(saveBodyOf({ ...values, Currency: 'INR', ExchangeRate: 83.5 }).ExchangeRate).toBeNull();
    expect(saveBodyOf({ ...values, Currency: 'USD', ExchangeRate: 83.5 }).ExchangeRate).toBe(83.5);
  });

  it('turns a saved quotation back into values the schema accepts', () => {
    const quotation = {
      _id: 'q1',
      LeadId: null,
      Source: 'Phone',
      Buyer: {
        Company: 'Kiran',
        Contact: 'Asha',
        Email: 'asha@kiran.example',
        Phone: '',
        BillingAddress: 'Surat',
        ShippingAddress: '',
        GSTIN: '',
        PlaceOfSupply: '96',
        PlaceOfSupplyName: 'Outside India',
        GstTreatment: 'Overseas',
        ZeroRated: 'LUT',
      },
      SupplierRegistration: 'Regular',
      BuyerReference: 'RFQ-7781',
      BuyerReferenceDate: '2026-11-20',
      Currency: 'USD',
      ExchangeRate: 83.25,
      Incoterm: 'FOB',
      IncotermPlace: 'Mundra',
      Warnings: [],
      ValidUntil: '2026-12-27',
      PaymentTerms: 'Advance',
      DeliveryTerms: 'Ex-works',
      Notes: '',
      Lines: [
        {
          Description: 'Shaft',
          DrawingNo: 'D-1',
          DrawingRev: 'B',
          Material: 'EN8',
          Finish: 'Black',
          HSN: '8483',
          Quantity: 2,
          Unit: 'Nos',
          UnitPrice: 100.5,
          Per: 100,
          DiscountPercent: 0,
          GstRate: 18,
          LeadTime: '3 weeks',
          QuantityBreaks: [{ Quantity: 10, UnitPrice: 90 }],
          Taxable: 201,
        },
      ],
      Charges: [
        { Kind: 'Freight', Amount: 250, GstRate: null, Parts: [{ GstRate: 18, Amount: 250 }] },
        { Kind: 'Tooling', Amount: 900, GstRate: 18, Parts: [{ GstRate: 18, Amount: 900 }] },
      ],
    } as unknown as Quotation;
    const values = valuesFromQuotation(quotation);
    expect(values.Lines[0]).not.toHaveProperty('Taxable');
    expect(values.Lines[0]?.DiscountPercent).toBeUndefined();
    expect(values.Lines[0]).toMatchObject({ DrawingNo: 'D-1', DrawingRev: 'B', Per: 100 });
    // Parts are the server's answer, not the editor's: a following charge stays null.
    expect(values.Charges).toEqual([
      { Kind: 'Freight', Amount: 250, GstRate: null },
      { Kind: 'Tooling', Amount: 900, GstRate: 18 },
    ]);
    expect(values).toMatchObject({
      Buyer: { GstTreatment: 'Overseas', ZeroRated: 'LUT', PlaceOfSupply: '96' },
      BuyerReference: 'RFQ-7781',
      BuyerReferenceDate: '2026-11-20',
      Currency: 'USD',
      ExchangeRate: 83.25,
      Incoterm: 'FOB',
      IncotermPlace: 'Mundra',
    });
    const parsed = quotationSaveBody.safeParse(saveBodyOf(values));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ Currency: 'USD', ExchangeRateTenThousandths: 832500, Incoterm: 'FOB' });
    // The same quotation in rupees carries no exchange rate into the editor.
    expect(valuesFromQuotation({ ...quotation, Currency: 'INR', ExchangeRate: 1 }).ExchangeRate).toBeNull();
  });
});
