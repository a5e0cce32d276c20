import { z } from 'zod';
import { emailField, optionalLine, optionalText, plainText, requiredText, successEnvelope } from './common.js';
import { COMPANY_PROFILE_SEED, type CompanyProfileData } from './company-profile-view.js';
import { CATEGORY_SLUGS, categoryName } from './constants.js';
import { indianStateCodeSchema } from './gst-states.js';
import { GST_RATE_MAX, GST_RATES_MAX_COUNT, GST_REGISTRATIONS } from './gst-law.js';
import { percentToHundredths } from './money.js';
import { ifscProblem, isValidGstin, optionalGstinField, optionalPanField, pinCodeField } from './gstin.js';

export const PROFILE_LIMITS = {
  addressLines: 4,
  phones: 5,
  emails: 5,
  validityDaysMax: 365,
} as const;

const PHONE_CHARACTERS = /^\+?[0-9()\-.\s/]+$/;
const phoneProblem = (label: string, value: string) => {
  if (!PHONE_CHARACTERS.test(value)) return `${label} may contain only digits, spaces and ( ) - . / after an optional +.`;
  const digits = value.replace(/\D/g, '').length;
  if (digits < 10 || digits > 15) return `${label} must have 10 to 15 digits (like +91 98765 43210).`;
  return undefined;
};
const phoneField = (label: string) =>
  plainText(label, `${label} must be text.`)
    .trim()
    .max(30, `${label} must be at most 30 characters.`)
    .superRefine((value, ctx) => {
      const message = value === '' ? `${label} is required.` : phoneProblem(label, value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** The bank account quotations print for payment: all of it, or none of it while unknown. */
const bankSchema = z
  .object(
    {
      AccountName: optionalText('Account name', 120),
      AccountNumber: optionalText('Account number', 30).refine((v) => v === '' || /^[0-9]{9,18}$/.test(v), {
        message: 'Account number must be 9 to 18 digits.',
      }),
      IFSC: optionalText('IFSC', 20)
        .transform((v) => v.toUpperCase())
        .superRefine((value, ctx) => {
          const message = value === '' ? undefined : ifscProblem(value);
          if (message) ctx.addIssue({ code: 'custom', message });
        }),
      BankName: optionalText('Bank name', 120),
      Branch: optionalText('Branch', 120),
    },
    { error: 'Bank must be an object with AccountName, AccountNumber, IFSC, BankName and Branch.' },
  )
  .superRefine((bank, ctx) => {
    const given = Object.values(bank).some((v) => v !== '');
    if (!given) return;
    const labels = { AccountName: 'account name', AccountNumber: 'account number', IFSC: 'IFSC', BankName: 'bank name' } as const;
    for (const [key, label] of Object.entries(labels)) {
      if (bank[key as keyof typeof labels] === '') {
        ctx.addIssue({ code: 'custom', path: [key], message: `Bank: the ${label} is required once any bank detail is given.` });
      }
    }
  });

const gstRatesMessage = `GST rates must be a list of 1 to ${GST_RATES_MAX_COUNT} different percents from 0 to ${GST_RATE_MAX}, with at most 2 decimals.`;
const gstRatesField = z
  .array(z.number({ error: gstRatesMessage }), { error: gstRatesMessage })
  .min(1, gstRatesMessage)
  .max(GST_RATES_MAX_COUNT, gstRatesMessage)
  .superRefine((rates, ctx) => {
    const bad = rates.find((r) => !Number.isFinite(r) || r < 0 || r > GST_RATE_MAX || percentToHundredths(r) === undefined);
    if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `${bad} is not a GST rate: ${gstRatesMessage}` });
    else if (new Set(rates).size !== rates.length) ctx.addIssue({ code: 'custom', message: 'Each GST rate may be listed once.' });
  })
  .transform((rates) => [...rates].sort((a, b) => a - b));

const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.]{1,63}$/;
const wholePercent = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}.` })
    .int(`${label} must be a whole number from ${min} to ${max}.`)
    .min(min, `${label} must be a whole number from ${min} to ${max}.`)
    .max(max, `${label} must be a whole number from ${min} to ${max}.`);

const UDYAM_PATTERN = /^UDYAM-[A-Z]{2}-[0-9]{2}-[0-9]{7}$/;
const categoryDefault = z.object(
  {
    Category: z.enum(CATEGORY_SLUGS, { error: `Category must be one of: ${CATEGORY_SLUGS.join(', ')}.` }),
    HSN: plainText('HSN code', 'HSN code is required.')
      .trim()
      .regex(/^[0-9]{4}(?:[0-9]{2}){0,2}$/, 'HSN code must be 4, 6 or 8 digits.'),
    GstRate: z.number({ error: 'GST rate must be a percent.' }),
  },
  { error: 'Each category default must be an object with Category, HSN and GstRate.' },
);

const quotationDefaultsSchema = z.object(
  {
    ValidityDays: z
      .number({ error: 'Validity must be a whole number of days.' })
      .int('Validity must be a whole number of days.')
      .min(1, 'Validity must be at least 1 day.')
      .max(PROFILE_LIMITS.validityDaysMax, `Validity must be at most ${PROFILE_LIMITS.validityDaysMax} days.`)
      .default(30),
    PaymentTerms: optionalText('Payment terms', 1000),
    DeliveryTerms: optionalText('Delivery terms', 500),
    Notes: optionalText('Notes', 2000),
    ExportNote: optionalText('Export note', 1000),
    CategoryDefaults: z
      .array(categoryDefault, { error: 'Category defaults must be a list.' })
      .max(CATEGORY_SLUGS.length, `Category defaults may list each of the ${CATEGORY_SLUGS.length} categories once.`)
      .nullish()
      .transform((v) => v ?? [])
      .superRefine((rows, ctx) => {
        const seen = new Set<string>();
        rows.forEach((row, i) => {
          if (seen.has(row.Category)) {
            ctx.addIssue({
              code: 'custom',
              path: [i, 'Category'],
              message: `${categoryName(row.Category)} is listed twice in the category defaults.`,
            });
          }
          seen.add(row.Category);
        });
      }),
  },
  { error: 'QuotationDefaults must be an object.' },
);

const tallyLedger = (label: string) => requiredText(label, 100);
const tallySchema = z.object(
  {
    CompanyName: optionalText('Tally company name', 100),
    SalesLedger: tallyLedger('Sales ledger'),
    CgstLedger: tallyLedger('CGST ledger'),
    SgstLedger: tallyLedger('SGST ledger'),
    IgstLedger: tallyLedger('IGST ledger'),
    RoundOffLedger: tallyLedger('Round-off ledger'),
    PartyGroup: tallyLedger('Party group'),
  },
  { error: 'Tally must be an object with CompanyName, SalesLedger, CgstLedger, SgstLedger, IgstLedger, RoundOffLedger and PartyGroup.' },
);

/** POST /settings/company: the whole profile (Owner only). Text is trimmed; GSTIN, PAN and IFSC are upper-cased. */
export const companyProfileBody = z
  .object({
    LegalName: requiredText('Legal name', 200),
    TradeName: requiredText('Trade name', 120),
    AddressLines: z
      .array(requiredText('Address line', 120), { error: 'Address lines must be a list of text lines.' })
      .min(1, 'Enter at least one address line.')
      .max(PROFILE_LIMITS.addressLines, `Enter at most ${PROFILE_LIMITS.addressLines} address lines.`),
    City: requiredText('City', 80),
    State: indianStateCodeSchema,
    PinCode: pinCodeField,
    GSTIN: optionalGstinField,
    PAN: optionalPanField,
    GstRegistration: z.enum(GST_REGISTRATIONS, { error: `GST registration must be one of: ${GST_REGISTRATIONS.join(', ')}.` }),
    GstRates: gstRatesField,
    UdyamNumber: optionalText('Udyam number', 19)
      .transform((v) => v.toUpperCase())
      .refine((v) => v === '' || UDYAM_PATTERN.test(v), { message: 'Udyam number must read like UDYAM-GJ-01-0012345.' }),
    Phones: z
      .array(phoneField('Phone'), { error: 'Phones must be a list.' })
      .min(1, 'Enter at least one phone number.')
      .max(PROFILE_LIMITS.phones, `Enter at most ${PROFILE_LIMITS.phones} phone numbers.`),
    Emails: z
      .array(emailField, { error: 'Emails must be a list.' })
      .min(1, 'Enter at least one e-mail address.')
      .max(PROFILE_LIMITS.emails, `Enter at most ${PROFILE_LIMITS.emails} e-mail addresses.`),
    ChatNumber: optionalText('Chat number', 30).superRefine((value, ctx) => {
      const message = value === '' ? undefined : phoneProblem('Chat number', value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    Bank: bankSchema,
    UpiId: optionalLine('UPI ID', 60).refine((v: string) => v === '' || UPI_ID_PATTERN.test(v), {
      message: 'UPI ID must read like rajkotprecision@okaxis.',
    }),
    AdvancePercent: wholePercent('Advance percent', 1, 100).default(COMPANY_PROFILE_SEED.AdvancePercent),
    DispatchNeedsAdvancePercent: wholePercent('Dispatch needs advance percent', 0, 100).default(COMPANY_PROFILE_SEED.DispatchNeedsAdvancePercent),
    CashReceiptLimit: z
      .number({ error: 'Cash receipt limit must be a whole number of rupees from 1.' })
      .int('Cash receipt limit must be a whole number of rupees from 1.')
      .min(1, 'Cash receipt limit must be a whole number of rupees from 1.')
      .max(100_000_000, 'Cash receipt limit must be at most ₹10,00,00,000.')
      .default(COMPANY_PROFILE_SEED.CashReceiptLimit),
    InvoicePrefix: plainText('Invoice prefix', 'Invoice prefix must be text.')
      .trim()
      .regex(/^[A-Za-z0-9]{1,6}$/, 'Invoice prefix must be 1 to 6 letters or digits (like INV).')
      .default(COMPANY_PROFILE_SEED.InvoicePrefix),
    EwayBillThreshold: z
      .number({ error: 'E-way bill threshold must be a whole number of rupees from 0.' })
      .int('E-way bill threshold must be a whole number of rupees from 0.')
      .min(0, 'E-way bill threshold must be a whole number of rupees from 0.')
      .max(100_000_000, 'E-way bill threshold must be at most ₹10,00,00,000.')
      .default(COMPANY_PROFILE_SEED.EwayBillThreshold),
    Tally: tallySchema.default(COMPANY_PROFILE_SEED.Tally),
    QuotationDefaults: quotationDefaultsSchema,
  })
  .superRefine((p, ctx) => {
    p.QuotationDefaults.CategoryDefaults.forEach((row, i) => {
      if (!p.GstRates.includes(row.GstRate)) {
        const message = `${categoryName(row.Category)}: GST rate must be one of the company's rates (${p.GstRates.join(', ')} %).`;
        ctx.addIssue({ code: 'custom', path: ['QuotationDefaults', 'CategoryDefaults', i, 'GstRate'], message });
      }
    });
    if (p.GstRegistration === 'Unregistered' && p.GSTIN) {
      ctx.addIssue({ code: 'custom', path: ['GSTIN'], message: 'An unregistered supplier has no GSTIN: clear it or choose Regular or Composition.' });
    }
    // A GSTIN is issued per state and carries the PAN in characters 3 to 12 (an invalid one has its own message).
    if (!isValidGstin(p.GSTIN)) return;
    if (p.GSTIN.slice(0, 2) !== p.State) {
      ctx.addIssue({
        code: 'custom',
        path: ['GSTIN'],
        message: `GSTIN starts with ${p.GSTIN.slice(0, 2)}, but the State is ${p.State}: they must match.`,
      });
    }
    if (p.PAN && p.GSTIN.slice(2, 12) !== p.PAN) {
      ctx.addIssue({ code: 'custom', path: ['PAN'], message: 'PAN must match characters 3 to 12 of the GSTIN.' });
    }
  });
export type CompanyProfileBody = z.input<typeof companyProfileBody>;
export type CompanyProfile = z.output<typeof companyProfileBody>;

// The schema's output fits the plain interface the pages and the seed use.
export const asProfileData = (profile: CompanyProfile): CompanyProfileData => profile;

/** The stored profile with who saved it last (null: still the seeded one). */
export const companyProfileRecord = z.object({
  LegalName: z.string(),
  TradeName: z.string(),
  AddressLines: z.array(z.string()),
  City: z.string(),
  State: z.string(),
  PinCode: z.string(),
  GSTIN: z.string(),
  PAN: z.string(),
  GstRegistration: z.enum(GST_REGISTRATIONS),
  GstRates: z.array(z.number()),
  UdyamNumber: z.string(),
  Phones: z.array(z.string()),
  Emails: z.array(z.string()),
  ChatNumber: z.string(),
  Bank: z.object({ AccountName: z.string(), AccountNumber: z.string(), IFSC: z.string(), BankName: z.string(), Branch: z.string() }),
  UpiId: z.string(),
  AdvancePercent: z.number(),
  DispatchNeedsAdvancePercent: z.number(),
  CashReceiptLimit: z.number(),
  InvoicePrefix: z.string(),
  EwayBillThreshold: z.number(),
  Tally: z.object({
    CompanyName: z.string(),
    SalesLedger: z.string(),
    CgstLedger: z.string(),
    SgstLedger: z.string(),
    IgstLedger: z.string(),
    RoundOffLedger: z.string(),
    PartyGroup: z.string(),
  }),
  QuotationDefaults: z.object({
    ValidityDays: z.number().int(),
    PaymentTerms: z.string(),
    DeliveryTerms: z.string(),
    Notes: z.string(),
    ExportNote: z.string(),
    CategoryDefaults: z.array(z.object({ Category: z.string(), HSN: z.string(), GstRate: z.number() })),
  }),
  UpdatedAt: z.string().nullable(),
  UpdatedBy: z.string().nullable(),
});
export type CompanyProfileRecord = z.infer<typeof companyProfileRecord>;

export const companyProfileResponse = successEnvelope(companyProfileRecord);
