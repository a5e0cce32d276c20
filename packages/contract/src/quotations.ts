import { estimateFields } from './estimates.js';
import { z } from 'zod';
import { dayField, emailField, idField, optionalText, plainText, requiredText } from './common.js';
import { DECLINE_REASONS } from './buyer-status-page.js';
import { LIMITS } from './constants.js';
import { dataUrlField } from './files.js';
import { placeOfSupplySchema } from './gst-states.js';
import { optionalGstinField } from './gstin.js';
import { discountPercentField, MONEY_LIMITS, quantityField, rupeesField, scaledInteger } from './money.js';
import { CHARGE_KINDS, lineTaxableBigInt } from './quotation-totals.js';
import { checkBuyerTreatment, checkCurrency, checkFollowingCharges } from './quotation-rules.js';
import {
  CURRENCIES,
  defaultGstTreatment,
  GST_RATE_MAX,
  GST_TREATMENTS,
  INCOTERMS,
  PRICE_PER_OPTIONS,
  ZERO_RATED_OPTIONS,
  ZERO_RATED_TREATMENTS,
} from './gst-law.js';

/**
 * Quotations (issue 33): the save body and its parts. On the wire amounts are rupees, quantities units and
 * discounts percents (JSON numbers); a parsed body carries integers named by their unit (UnitPricePaise,
 * QuantityThousandths, DiscountHundredths), so the server and computeQuotationTotals never see a float.
 */

export const QUOTATION_SOURCES = ['Website', 'E-mail', 'Phone', 'WhatsApp', 'Visit', 'Trade fair', 'Repeat order', 'Other'] as const;
export type QuotationSource = (typeof QUOTATION_SOURCES)[number];

export const QUOTATION_UNITS = ['Nos', 'Pcs', 'Set', 'Pair', 'Lot', 'Kg', 'Mtr'] as const;
export type QuotationUnit = (typeof QUOTATION_UNITS)[number];

export const QUOTATION_STATES = ['Draft', 'Sent', 'Viewed', 'Accepted', 'Declined', 'Expired', 'Superseded', 'Withdrawn'] as const;
export type QuotationState = (typeof QUOTATION_STATES)[number];

export const QUOTATION_LIMITS = {
  linesMax: 100,
  quantityBreaksMax: 5,
  chargesMax: 10,
  companyMax: 200,
  contactMax: 200,
  addressMax: 1000,
  descriptionMax: 1000,
  drawingNoMax: 100,
  drawingRevMax: 20,
  buyerReferenceMax: 100,
  incotermPlaceMax: 100,
  materialMax: 200,
  finishMax: 200,
  leadTimeMax: 100,
  termsMax: 2000,
  notesMax: 4000,
  poNumberMax: 100,
  nameMax: 200,
  designationMax: 200,
  commentMax: 2000,
} as const;

const listOf = (items: readonly (string | number)[]) => `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

export const quotationSourceField = z.enum(QUOTATION_SOURCES, { error: `Source must be one of: ${QUOTATION_SOURCES.join(', ')}.` });
export const quotationStateField = z.enum(QUOTATION_STATES, { error: `State must be one of: ${QUOTATION_STATES.join(', ')}.` });
export const quotationUnitField = z.enum(QUOTATION_UNITS, { error: `Unit must be one of: ${QUOTATION_UNITS.join(', ')}.` });
/** A GST percent (at most 2 decimals, 0 to 40); the server checks it is one of the company's GstRates. */
export const gstRateField = z
  .number({ error: 'GST rate must be a percent.' })
  .refine((r) => Number.isFinite(r) && r >= 0 && r <= GST_RATE_MAX && scaledInteger(r, 2) !== undefined, {
    message: `GST rate must be a percent from 0 to ${GST_RATE_MAX} with at most 2 decimals.`,
  });
const perField = z
  .union(
    PRICE_PER_OPTIONS.map((n) => z.literal(n)),
    { error: `Per must be ${listOf(PRICE_PER_OPTIONS)}: the unit price is for that many units.` },
  )
  .nullish()
  .transform((v) => v ?? 1);
export const chargeKindField = z.enum(CHARGE_KINDS, { error: `Charge kind must be one of: ${CHARGE_KINDS.join(', ')}.` });
export const declineReasonField = z.enum(DECLINE_REASONS, { error: `Reason must be one of: ${DECLINE_REASONS.join(', ')}.` });

export const hsnField = plainText('HSN code', 'HSN code is required.')
  .trim()
  .min(1, 'HSN code is required.')
  .regex(/^[0-9]{4,8}$/, 'HSN code must be 4 to 8 digits.');

const phoneField = plainText('Phone', 'Phone must be text.')
  .trim()
  .max(LIMITS.phoneMax, `Phone must be at most ${LIMITS.phoneMax} characters.`)
  .regex(/^[0-9+()\-.\s/]*$/, 'Phone may contain only digits, spaces and + ( ) - . /')
  .nullish()
  .transform((v) => v ?? '');

export const quotationBuyerFields = z
  .object({
    Company: requiredText('Company', QUOTATION_LIMITS.companyMax),
    Contact: requiredText('Contact person', QUOTATION_LIMITS.contactMax),
    Email: emailField,
    Phone: phoneField,
    BillingAddress: requiredText('Billing address', QUOTATION_LIMITS.addressMax),
    ShippingAddress: optionalText('Shipping address', QUOTATION_LIMITS.addressMax),
    GSTIN: optionalGstinField,
    PlaceOfSupply: placeOfSupplySchema,
    GstTreatment: z.enum(GST_TREATMENTS, { error: `GST treatment must be one of: ${GST_TREATMENTS.join(', ')}.` }).nullish(),
    ZeroRated: z
      .enum(ZERO_RATED_OPTIONS, { error: 'Zero-rated must be LUT (no tax, under a letter of undertaking) or IGST (with payment of IGST).' })
      .nullish(),
  })
  .superRefine(checkBuyerTreatment)
  .transform(({ GstTreatment, ZeroRated, ...buyer }) => {
    const treatment = GstTreatment ?? defaultGstTreatment(buyer.PlaceOfSupply, buyer.GSTIN);
    return { ...buyer, GstTreatment: treatment, ZeroRated: ZERO_RATED_TREATMENTS.includes(treatment) ? (ZeroRated ?? 'LUT') : null };
  });
export type QuotationBuyerInput = z.input<typeof quotationBuyerFields>;
export type QuotationBuyer = z.output<typeof quotationBuyerFields>;

const quantityBreak = z
  .object({
    Quantity: quantityField('Break quantity'),
    UnitPrice: rupeesField('Break unit price'),
  })
  .transform((b) => ({ QuantityThousandths: b.Quantity, UnitPricePaise: b.UnitPrice }));

export const quotationLineFields = z
  .object({
    Description: requiredText('Description', QUOTATION_LIMITS.descriptionMax),
    DrawingNo: optionalText('Drawing number', QUOTATION_LIMITS.drawingNoMax),
    DrawingRev: optionalText('Drawing revision', QUOTATION_LIMITS.drawingRevMax),
    Material: optionalText('Material', QUOTATION_LIMITS.materialMax),
    Finish: optionalText('Finish', QUOTATION_LIMITS.finishMax),
    HSN: hsnField,
    Quantity: quantityField('Quantity'),
    Unit: quotationUnitField,
    UnitPrice: rupeesField('Unit price'),
    Per: perField,
    DiscountPercent: discountPercentField('Discount').optional(),
    GstRate: gstRateField,
    LeadTime: optionalText('Lead time', QUOTATION_LIMITS.leadTimeMax),
    QuantityBreaks: z
      .array(quantityBreak, { error: 'Quantity breaks must be a list of { Quantity, UnitPrice }.' })
      .max(QUOTATION_LIMITS.quantityBreaksMax, `At most ${QUOTATION_LIMITS.quantityBreaksMax} quantity breaks per line.`)
      .nullish()
      .transform((v) => v ?? [])
      .refine((breaks) => new Set(breaks.map((b) => b.QuantityThousandths)).size === breaks.length, 'Each quantity break needs its own quantity.'),
    /** Staff only (issue 47): the cost build-up; never on the PDF, the buyer's page or calls, or a mail. */
    Estimate: estimateFields.nullish().transform((v) => v ?? null),
  })
  .transform(({ Quantity, UnitPrice, DiscountPercent, ...line }) => ({
    ...line,
    QuantityThousandths: Quantity,
    UnitPricePaise: UnitPrice,
    DiscountHundredths: DiscountPercent ?? 0,
  }));
export type QuotationLineInput = z.input<typeof quotationLineFields>;
export type QuotationLine = z.output<typeof quotationLineFields>;

export const quotationChargeFields = z
  .object({
    Kind: chargeKindField,
    Amount: rupeesField('Charge amount'),
    /** Absent or null: the charge follows the goods' rates. */
    GstRate: gstRateField.nullish().transform((v) => v ?? null),
  })
  .transform(({ Amount, ...charge }) => ({ ...charge, AmountPaise: Amount }));
export type QuotationChargeInput = z.input<typeof quotationChargeFields>;
export type QuotationCharge = z.output<typeof quotationChargeFields>;

/** POST /quotation/save: a Draft created (without _id) or updated (with it). */
export const quotationSaveBody = z
  .object({
    _id: idField.optional(),
    LeadId: idField.min(1, 'LeadId must be a lead _id.').nullish(),
    Source: quotationSourceField.optional(),
    Buyer: quotationBuyerFields,
    ValidUntil: dayField('Valid until').nullish(),
    PaymentTerms: optionalText('Payment terms', QUOTATION_LIMITS.termsMax),
    DeliveryTerms: optionalText('Delivery terms', QUOTATION_LIMITS.termsMax),
    Notes: optionalText('Notes', QUOTATION_LIMITS.notesMax),
    BuyerReference: optionalText('Your enquiry number', QUOTATION_LIMITS.buyerReferenceMax),
    BuyerReferenceDate: dayField('Enquiry date')
      .nullish()
      .transform((v) => v ?? null),
    Currency: z
      .enum(CURRENCIES, { error: `Currency must be one of: ${CURRENCIES.join(', ')}.` })
      .nullish()
      .transform((v) => v ?? 'INR'),
    /** Rupees per unit of the currency, up to 4 decimals; kept as ten-thousandths. */
    ExchangeRate: z.number({ error: 'Exchange rate must be a number of rupees per unit of the currency.' }).nullish(),
    Incoterm: z
      .enum(INCOTERMS, { error: `Incoterm must be one of: ${INCOTERMS.join(', ')}.` })
      .nullish()
      .transform((v) => v ?? null),
    IncotermPlace: optionalText('Incoterm place', QUOTATION_LIMITS.incotermPlaceMax),
    Lines: z
      .array(quotationLineFields, { error: 'Lines must be a list of quotation lines.' })
      .min(1, 'A quotation needs at least one line.')
      .max(QUOTATION_LIMITS.linesMax, `A quotation may have at most ${QUOTATION_LIMITS.linesMax} lines.`),
    Charges: z
      .array(quotationChargeFields, { error: 'Charges must be a list of { Kind, Amount, GstRate? }.' })
      .max(QUOTATION_LIMITS.chargesMax, `At most ${QUOTATION_LIMITS.chargesMax} charges per quotation.`)
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine((body, ctx) => {
    // Zod runs this even when a line failed (its integers are then missing): that line has its message already.
    const whole = (...values: unknown[]) => values.every((v) => Number.isSafeInteger(v));
    if (!body.Lines.every((l) => whole(l.QuantityThousandths, l.UnitPricePaise, l.DiscountHundredths))) return;
    if (!body.Charges.every((c) => whole(c.AmountPaise))) return;
    let taxable = 0n;
    for (const line of body.Lines) taxable += lineTaxableBigInt(line);
    for (const charge of body.Charges) taxable += BigInt(charge.AmountPaise);
    if (taxable > BigInt(MONEY_LIMITS.taxableMaxPaise)) {
      ctx.addIssue({ code: 'custom', path: ['Lines'], message: 'The quotation’s taxable value must be at most ₹1,000 crore.' });
    }
    checkFollowingCharges(body, ctx);
  })
  .superRefine(checkCurrency)
  .transform(({ ExchangeRate, ...body }) => ({
    ...body,
    ExchangeRateTenThousandths: body.Currency === 'INR' ? 10_000 : (scaledInteger(ExchangeRate ?? 0, 4) ?? 0),
  }));
export type QuotationSaveBody = z.input<typeof quotationSaveBody>;
export type ParsedQuotationSaveBody = z.output<typeof quotationSaveBody>;

/** A purchase order file, sent like a drawing: a name and a base64 data URL (checked like drawings, 5 MB). */
export const poFileUpload = z.object({
  Name: requiredText('PO file name', LIMITS.fileNameMax),
  Body: dataUrlField('The PO file'),
});
export type PoFileUpload = z.infer<typeof poFileUpload>;

const poNumberField = optionalText('PO number', QUOTATION_LIMITS.poNumberMax);

/**
 * The quantity the buyer accepts per line: the line's quantity or one of its breaks' (checked against the
 * quotation by the server). A plain form sends `Quantity_3=500` fields instead; the page turns them into this.
 */
const quantityChoices = z
  .array(
    z.object(
      {
        Line: z
          .number({ error: 'Line must be a line number from 1.' })
          .int('Line must be a line number from 1.')
          .min(1, 'Line must be a line number from 1.'),
        Quantity: quantityField('Quantity'),
      },
      { error: 'Each quantity choice must be { Line, Quantity }.' },
    ),
    { error: 'Quantities must be a list of { Line, Quantity }.' },
  )
  .max(QUOTATION_LIMITS.linesMax, `At most ${QUOTATION_LIMITS.linesMax} quantity choices.`)
  .refine((choices) => new Set(choices.map((c) => c.Line)).size === choices.length, 'Choose one quantity per line.')
  .nullish()
  .transform((v) => (v ?? []).map((c) => ({ Line: c.Line, QuantityThousandths: c.Quantity })));
export type QuantityChoice = z.output<typeof quantityChoices>[number];

/** The radio group of line N on the buyer's page: `Quantity_N`, its value a quantity. */
export const quantityChoiceFieldName = (line: number) => `Quantity_${line}`;

/** A plain form's `Quantity_N` fields as the body's Quantities (numbers as posted; the body's rules check them). */
export function quantitiesFromForm(fields: Record<string, string>): { Line: number; Quantity: number }[] {
  return Object.entries(fields).flatMap(([name, value]) => {
    const line = /^Quantity_([0-9]{1,3})$/.exec(name)?.[1];
    return line ? [{ Line: Number(line), Quantity: value.trim() === '' ? Number.NaN : Number(value) }] : [];
  });
}

/** POST /quotation/accept: staff record an acceptance received by mail or phone. */
export const quotationStaffAcceptBody = z.object({
  _id: idField.min(1, 'An _id is required.'),
  Quantities: quantityChoices,
  PONumber: poNumberField,
  PODate: dayField('PO date').nullish(),
  POFile: poFileUpload.nullish(),
});
export type QuotationStaffAcceptBody = z.input<typeof quotationStaffAcceptBody>;

/** The buyer's private key from the status link; any wrong or missing key is answered like an unknown reference. */
const buyerKeyField = z
  .string({ error: 'The link key is missing.' })
  .max(200, 'The link key is not valid.')
  .nullish()
  .transform((v) => v ?? '');

/** A checkbox ticked in a plain form post arrives as "on"; JSON sends true. */
const acceptTermsField = z.preprocess(
  (v) => (v === 'on' || v === 'true' ? true : v),
  z.literal(true, { error: 'Please tick "I accept the terms of this quotation".' }),
);

/** POST /rfq/:reference/accept: the buyer accepts the latest revision. */
export const quotationPublicAcceptBody = z.object({
  Key: buyerKeyField,
  Name: requiredText('Your name', QUOTATION_LIMITS.nameMax),
  Designation: optionalText('Designation', QUOTATION_LIMITS.designationMax),
  PONumber: poNumberField,
  POFile: poFileUpload.nullish(),
  AcceptTerms: acceptTermsField,
  Quantities: quantityChoices,
});
export type QuotationPublicAcceptBody = z.input<typeof quotationPublicAcceptBody>;

/** POST /rfq/:reference/decline. */
export const quotationDeclineBody = z.object({
  Key: buyerKeyField,
  Reason: declineReasonField,
  Comment: optionalText('Comment', QUOTATION_LIMITS.commentMax),
});
export type QuotationDeclineBody = z.input<typeof quotationDeclineBody>;

/** Path parameters of the buyer's calls; a malformed reference is answered 404 like an unknown one. */
export const rfqReferenceParams = z.object({
  reference: z.string({ error: 'No such request.' }).max(64, 'No such request.'),
});
/** GET /rfq/:reference/quotation.pdf?key= */
export const rfqKeyQuery = z.object({ key: buyerKeyField });
