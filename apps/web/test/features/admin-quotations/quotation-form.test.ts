import { describe, expect, it } from 'vitest';
import { quotationSaveBody, type CompanyProfileRecord, type Quotation } from '@rp/contract';
import {
  addDays,
  emptyLine,
  newQuotationValues,
  saveBodyOf,
  valuesFromLead,
  valuesFromQuotation,
} from '../../../src/features/admin-quotations/utils/quotation-form';

const profile: Pick<CompanyProfileRecord, 'State' | 'QuotationDefaults'> = {
  State: '24',
  QuotationDefaults: {
    ValidityDays: 30,
    PaymentTerms: '50% advance, balance before dispatch',
    DeliveryTerms: 'Ex-works Rajkot',
    Notes: 'Prices exclude transit insurance.',
    ExportNote: 'Supply meant for export under LUT without payment of IGST.',
    CategoryDefaults: [
      { Category: 'shafts', HSN: '848310', GstRate: 18 },
      { Category: 'fasteners', HSN: '7318', GstRate: 12 },
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
      Buyer: { PlaceOfSupply: '24', Company: '' },
      Charges: [],
    });
    expect(values.Lines).toHaveLength(1);
    expect(values.Lines[0]).toMatchObject({ Quantity: 1, Unit: 'Nos', GstRate: 18, UnitPrice: undefined });
  });

  it('prefills from a lead: buyer data, and its product with the category HSN and rate as the first line', () => {
    const lead = {
      _id: 'lead-1',
      Title: 'Asha Patel',
      Email: 'asha@kiran.example',
      ContactNo: '+91 98765 43210',
      Description: 'Company: Kiran Textiles\nProduct of Interest: Machined Fasteners\nQuantity: 1,200 pcs',
    };
    const values = valuesFromLead(lead, profile, '2026-11-27');
    expect(values.LeadId).toBe('lead-1');
    expect(values.Source).toBeUndefined();
    expect(values.Buyer).toMatchObject({ Company: 'Kiran Textiles', Contact: 'Asha Patel', Email: 'asha@kiran.example', Phone: '+91 98765 43210' });
    expect(values.Lines).toEqual([emptyLine({ Description: 'Machined Fasteners', HSN: '7318', GstRate: 12, Quantity: 1200 })]);
    // The catalogue item names the line when the buyer asked from a product page; no company or quantity is fine.
    const bare = valuesFromLead({ ...lead, Description: 'Product of Interest: Shafts\nCatalogue Item: EN8 drive shaft' }, profile);
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
        PlaceOfSupply: '24',
        PlaceOfSupplyName: 'Gujarat',
      },
      ValidUntil: '2026-12-27',
      PaymentTerms: 'Advance',
      DeliveryTerms: 'Ex-works',
      Notes: '',
      Lines: [
        {
          Description: 'Shaft',
          DrawingNo: 'D-1 rev B',
          Material: 'EN8',
          Finish: 'Black',
          HSN: '8483',
          Quantity: 2,
          Unit: 'Nos',
          UnitPrice: 100.5,
          DiscountPercent: 0,
          GstRate: 18,
          LeadTime: '3 weeks',
          QuantityBreaks: [{ Quantity: 10, UnitPrice: 90 }],
          Taxable: 201,
        },
      ],
      Charges: [{ Kind: 'Freight', Amount: 250, GstRate: 18 }],
    } as unknown as Quotation;
    const values = valuesFromQuotation(quotation);
    expect(values.Lines[0]).not.toHaveProperty('Taxable');
    expect(values.Lines[0]?.DiscountPercent).toBeUndefined();
    expect(quotationSaveBody.safeParse(saveBodyOf(values)).success).toBe(true);
  });
});
