import { z } from 'zod';
import { dayField, idField, optionalLine, requiredText, successEnvelope } from './common.js';
import { percentToHundredths, rupeesField } from './money.js';
import { PAGE_SIZE_MAX } from './records.js';
import { rfqReferenceParams } from './quotations.js';

/**
 * The money after the yes (issue 46): proforma invoices asking for the advance, and payments received against
 * an order. Amounts are rupees on the wire and paise inside.
 */
export const PAYMENT_MODES = ['NEFT', 'RTGS', 'IMPS', 'UPI', 'Cheque', 'Cash', 'Other'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PROFORMA_STATES = ['Issued', 'Paid', 'Cancelled'] as const;
export type ProformaState = (typeof PROFORMA_STATES)[number];

export const PAYMENT_LIMITS = { referenceMax: 60, reasonMax: 500, noteMax: 1000 } as const;

const pageMessage = 'Page must be a whole number from 1.';
const pageSizeMessage = `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`;
const paging = {
  page: z.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).optional(),
  pageSize: z.number({ error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(PAGE_SIZE_MAX, pageSizeMessage).optional(),
};
const requiredId = (label: string) => idField.min(1, `${label} is required.`);

const percentMessage = 'Percent must be a number from 1 to 100 with at most 2 decimals.';
const percentField = z
  .number({ error: percentMessage })
  .refine((p) => Number.isFinite(p) && p >= 1 && p <= 100 && percentToHundredths(p) !== undefined, { message: percentMessage })
  .transform((p) => percentToHundredths(p)!);

/** POST /proforma/create: Percent (1-100) or Amount, not both; neither: the profile's AdvancePercent. */
export const proformaCreateBody = z
  .object({
    OrderId: requiredId('OrderId'),
    Percent: percentField.optional(),
    Amount: rupeesField('Amount').optional(),
    DueDate: dayField('Due date').optional(),
  })
  .refine((b) => b.Percent === undefined || b.Amount === undefined, { message: 'Give Percent or Amount, not both.', path: ['Amount'] })
  .refine((b) => b.Amount === undefined || b.Amount > 0, { message: 'Amount must be more than ₹0.', path: ['Amount'] });
export type ProformaCreateInput = z.input<typeof proformaCreateBody>;
export type ProformaCreateBody = z.output<typeof proformaCreateBody>;

export const proformaCancelBody = z.object({
  _id: requiredId('An _id'),
  Reason: requiredText('Reason', PAYMENT_LIMITS.reasonMax),
});

/** POST /proforma/list: one order's or one buyer's proformas (or all), newest first. */
export const proformaListBody = z.object({ OrderId: idField.optional(), BuyerId: idField.optional(), ...paging }).optional();

export const proforma = z.object({
  _id: z.string(),
  Number: z.string(),
  OrderId: z.string(),
  OrderNumber: z.string(),
  BuyerId: z.string().nullable(),
  Company: z.string(),
  /** The share of the order's grand total asked (50 for 50 %). */
  Percent: z.number(),
  /** Rupees, rounded to the paisa half up. */
  Amount: z.number(),
  /** The order's grand total in rupees. */
  OrderTotal: z.number(),
  State: z.enum(PROFORMA_STATES),
  IssueDate: z.string(),
  DueDate: z.string().nullable(),
  SentAt: z.string().nullable(),
  CancelReason: z.string(),
  createdAt: z.string(),
});
export type Proforma = z.infer<typeof proforma>;
export const proformaResponse = successEnvelope(proforma);
export const proformaListResponse = successEnvelope(z.array(proforma)).extend({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** POST /payment/save: money received against an order; above the order's balance is a 409. */
export const paymentSaveBody = z.object({
  OrderId: requiredId('OrderId'),
  Amount: rupeesField('Amount').refine((v) => v > 0, { message: 'Amount must be more than ₹0.' }),
  Date: dayField('Date'),
  Mode: z.enum(PAYMENT_MODES, { error: `Mode must be one of: ${PAYMENT_MODES.join(', ')}.` }),
  /** The UTR or the cheque number. */
  Reference: optionalLine('Reference', PAYMENT_LIMITS.referenceMax),
});
export type PaymentSaveInput = z.input<typeof paymentSaveBody>;
export type PaymentSaveBody = z.output<typeof paymentSaveBody>;

export const paymentRemoveBody = z.object({
  _id: requiredId('An _id'),
  Reason: requiredText('Reason', PAYMENT_LIMITS.reasonMax),
});

export const paymentListBody = z
  .object({ OrderId: idField.optional(), BuyerId: idField.optional(), ...paging })
  .refine((b) => !(b.OrderId && b.BuyerId), { message: 'Give OrderId or BuyerId, not both.', path: ['BuyerId'] })
  .optional();

export const payment = z.object({
  _id: z.string(),
  OrderId: z.string(),
  OrderNumber: z.string(),
  BuyerId: z.string().nullable(),
  Company: z.string(),
  Amount: z.number(),
  Date: z.string(),
  Mode: z.enum(PAYMENT_MODES),
  Reference: z.string(),
  By: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof payment>;
export const paymentResponse = successEnvelope(payment);
export const paymentListResponse = successEnvelope(z.array(payment)).extend({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** GET /rfq/:reference/proforma/:id/pdf?key=: the buyer's copy of a proforma mailed to them, with the status link's key. */
export const rfqProformaParams = rfqReferenceParams.extend({
  id: z.string({ error: 'No such proforma invoice.' }).max(64, 'No such proforma invoice.'),
});

/** The buyer's status page path of a proforma's PDF. */
export const rfqProformaPdfPath = (reference: string, id: string, key: string) =>
  `/rfq/${encodeURIComponent(reference)}/proforma/${encodeURIComponent(id)}/pdf?key=${encodeURIComponent(key)}`;

/** A proforma as the buyer's status page lists it (mailed ones only). */
export const buyerProformaView = z.object({
  Number: z.string(),
  /** Rupees (the order's currency), rounded to the paisa half up. */
  Amount: z.number(),
  State: z.enum(PROFORMA_STATES),
  DueDate: z.string().nullable(),
  /** The PDF with the page's own key (API path, under /api/v1). */
  PdfUrl: z.string(),
});
export type BuyerProformaView = z.infer<typeof buyerProformaView>;
