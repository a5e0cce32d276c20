import { z } from 'zod';
import { emailField, idField, optionalLine, optionalText, plainText, requiredLine, requiredText, successEnvelope } from './common.js';
import { GST_TREATMENTS } from './gst-law.js';
import { GST_STATE_CODES } from './gst-states.js';
import { optionalGstinField, optionalPinCodeField, pinCodeField } from './gstin.js';
import { invoiceSummary } from './invoices.js';
import { PAGE_SIZE_MAX, SEARCH_MAX } from './records.js';

/**
 * Buyers (issue 46): the company we sell to, as one record. Leads, quotations, orders, proformas and payments
 * carry its `BuyerId`; a quotation keeps its own frozen copy of the buyer as sent.
 */
export const BUYER_LIMITS = {
  companyMax: 200,
  addressMax: 500,
  cityMax: 80,
  notesMax: 4000,
  contactsMin: 1,
  contactsMax: 20,
  shippingAddressesMax: 10,
  nameMax: 120,
  designationMax: 120,
  phoneMax: 30,
} as const;

const stateCodeField = z.enum(GST_STATE_CODES, { error: 'State code must be a GST state code such as 24 (Gujarat), or 97 (other territory).' });
const optionalStateCode = z
  .union([stateCodeField, z.literal('')], { error: 'State code must be a GST state code such as 24 (Gujarat), or 97 (other territory).' })
  .nullish()
  .transform((v) => v ?? '');

const phoneField = plainText('Phone', 'Phone must be text.')
  .trim()
  .max(BUYER_LIMITS.phoneMax, `Phone must be at most ${BUYER_LIMITS.phoneMax} characters.`)
  .regex(/^[0-9+()\-.\s/]*$/, 'Phone may contain only digits, spaces and + ( ) - . /')
  .nullish()
  .transform((v) => v ?? '');

export const buyerContactFields = z.object(
  {
    Name: requiredLine('Contact name', BUYER_LIMITS.nameMax),
    /** Optional: staff may know only a phone number; lower-cased when stored. */
    Email: z
      .union([emailField, z.literal('')])
      .nullish()
      .transform((v) => (v ?? '').toLowerCase()),
    Phone: phoneField,
    Designation: optionalLine('Designation', BUYER_LIMITS.designationMax),
    /** The contact sees every document of the company on the buyer's desk (issue 49), not only their own. */
    SeesCompanyDocuments: z
      .boolean({ error: 'SeesCompanyDocuments must be true or false.' })
      .nullish()
      .transform((v) => v ?? false),
  },
  { error: 'Each contact must be an object with Name, Email, Phone and Designation.' },
);
export type BuyerContact = z.output<typeof buyerContactFields>;

export const shippingAddressFields = z.object(
  {
    Address: requiredText('Shipping address', BUYER_LIMITS.addressMax),
    City: optionalLine('City', BUYER_LIMITS.cityMax),
    PinCode: pinCodeField,
    StateCode: optionalStateCode,
  },
  { error: 'Each shipping address must be an object with Address, City, PinCode and StateCode.' },
);
export type ShippingAddress = z.output<typeof shippingAddressFields>;

/** POST /buyer/save: create without `_id` (201), update with it. 400 without a contact or with a bad GSTIN. */
export const buyerSaveBody = z.object({
  _id: idField.optional(),
  Company: requiredLine('Company', BUYER_LIMITS.companyMax),
  GSTIN: optionalGstinField,
  /** Defaults from the GSTIN: Registered with one, Unregistered without. */
  GstTreatment: z.enum(GST_TREATMENTS, { error: `GST treatment must be one of: ${GST_TREATMENTS.join(', ')}.` }).nullish(),
  BillingAddress: optionalText('Billing address', BUYER_LIMITS.addressMax),
  City: optionalLine('City', BUYER_LIMITS.cityMax),
  /** 6 digits when given. */
  PinCode: optionalPinCodeField,
  /** Defaults from the GSTIN's first two digits. */
  StateCode: optionalStateCode,
  ShippingAddresses: z
    .array(shippingAddressFields, { error: 'Shipping addresses must be a list.' })
    .max(BUYER_LIMITS.shippingAddressesMax, `Enter at most ${BUYER_LIMITS.shippingAddressesMax} shipping addresses.`)
    .nullish()
    .transform((v) => v ?? []),
  Contacts: z
    .array(buyerContactFields, { error: 'Contacts must be a list of { Name, Email, Phone, Designation }.' })
    .min(BUYER_LIMITS.contactsMin, 'Add at least one contact.')
    .max(BUYER_LIMITS.contactsMax, `Enter at most ${BUYER_LIMITS.contactsMax} contacts.`),
  Notes: optionalText('Notes', BUYER_LIMITS.notesMax),
});
export type BuyerSaveInput = z.input<typeof buyerSaveBody>;
export type BuyerSaveBody = z.output<typeof buyerSaveBody>;

const pageMessage = 'Page must be a whole number from 1.';
const pageSizeMessage = `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`;

/** POST /buyer/list: search matches company, GSTIN, a contact's name or e-mail. */
export const buyerListBody = z
  .object({
    page: z.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).optional(),
    pageSize: z.number({ error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(PAGE_SIZE_MAX, pageSizeMessage).optional(),
    search: plainText('Search', 'Search must be text.').trim().max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters.`).optional(),
  })
  .optional();
export type BuyerListBody = z.input<typeof buyerListBody>;

/** GET /buyer/export: the list's search as a query parameter; every match as CSV. */
export const buyerExportQuery = z.object({
  search: plainText('Search', 'Search must be text.').trim().max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters.`).optional(),
});

/** POST /buyer/merge: every document of `_id` moves to `IntoId`; `_id` then answers 404. */
export const buyerMergeBody = z
  .object({ _id: idField.min(1, 'An _id is required.'), IntoId: idField.min(1, 'IntoId is required.') })
  .refine((b) => b._id !== b.IntoId, { message: 'A buyer cannot be merged into itself.', path: ['IntoId'] });

const contactWire = z.object({ Name: z.string(), Email: z.string(), Phone: z.string(), Designation: z.string(), SeesCompanyDocuments: z.boolean() });
const shippingWire = z.object({ Address: z.string(), City: z.string(), PinCode: z.string(), StateCode: z.string() });

export const buyer = z.object({
  _id: z.string(),
  Company: z.string(),
  GSTIN: z.string(),
  GstTreatment: z.enum(GST_TREATMENTS),
  BillingAddress: z.string(),
  City: z.string(),
  PinCode: z.string(),
  StateCode: z.string(),
  ShippingAddresses: z.array(shippingWire),
  Contacts: z.array(contactWire),
  Notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Buyer = z.infer<typeof buyer>;

export const buyerListItem = z.object({
  _id: z.string(),
  Company: z.string(),
  GSTIN: z.string(),
  StateCode: z.string(),
  /** The first contact's name and e-mail. */
  Contact: z.string(),
  Email: z.string(),
  OpenQuotations: z.number().int(),
  OpenOrders: z.number().int(),
  /** Rupees: the open orders' grand totals minus what was received against them. */
  Outstanding: z.number(),
  /** The newest request, quotation, order or payment; the record's own change when none. */
  LastActivityAt: z.string(),
});
export type BuyerListItem = z.infer<typeof buyerListItem>;

export const buyerListResponse = successEnvelope(z.array(buyerListItem)).extend({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BuyerListResponse = z.infer<typeof buyerListResponse>;

const timelineBase = { _id: z.string(), At: z.string() };
/** The buyer screen's lists, newest first. Amounts in rupees. */
export const buyerDetail = buyer.extend({
  Leads: z.array(z.object({ ...timelineBase, Reference: z.string(), Types: z.string(), Status: z.string(), Title: z.string() })),
  Quotations: z.array(z.object({ ...timelineBase, Number: z.string(), State: z.string(), GrandTotal: z.number(), Currency: z.string() })),
  Orders: z.array(
    z.object({ ...timelineBase, Number: z.string(), Stage: z.string(), GrandTotal: z.number(), Received: z.number(), Balance: z.number() }),
  ),
  Proformas: z.array(z.object({ ...timelineBase, Number: z.string(), OrderId: z.string(), State: z.string(), Amount: z.number() })),
  Payments: z.array(
    z.object({ ...timelineBase, OrderId: z.string(), OrderNumber: z.string(), Amount: z.number(), Mode: z.string(), Reference: z.string() }),
  ),
  /** The buyer's tax invoices (issue 48), newest first, cancelled ones too. */
  Invoices: z.array(invoiceSummary.extend({ OrderId: z.string(), OrderNumber: z.string() })),
  /** Rupees still owed on the buyer's orders that are not cancelled. */
  Outstanding: z.number(),
});
export type BuyerDetail = z.infer<typeof buyerDetail>;

export const buyerResponse = successEnvelope(buyer);
export const buyerDetailResponse = successEnvelope(z.array(buyerDetail));
