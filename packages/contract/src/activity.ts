import { z } from 'zod';
import { oneLineText, successEnvelope } from './common.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './records.js';

/** Every kind of entry in the activity log, with how the back office says it. */
export const ACTIVITY_KIND_LABELS = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'product-created': 'Created a product',
  'product-updated': 'Updated a product',
  'product-deleted': 'Deleted a product',
  'lead-status': 'Changed a lead’s status',
  'lead-note': 'Added a note to a lead',
  'lead-assigned': 'Assigned a lead',
  'lead-deleted': 'Deleted a lead',
  'leads-exported': 'Exported leads as CSV',
  'team-invited': 'Invited a team member',
  'team-role-changed': 'Changed a role',
  'team-deactivated': 'Deactivated an account',
  'team-reactivated': 'Reactivated an account',
  'invite-accepted': 'Accepted an invitation',
  'password-changed': 'Changed their password',
  'password-reset': 'Reset their password by e-mail',
  '2fa-enabled': 'Turned on two-factor sign-in',
  '2fa-disabled': 'Turned off two-factor sign-in',
  'company-profile-updated': 'Updated the company profile',
  'quotation-saved': 'Saved a quotation draft',
  'quotation-sent': 'Sent a quotation',
  'quotation-revised': 'Revised a quotation',
  'quotation-withdrawn': 'Withdrew a quotation',
  'quotation-shared': 'Shared a quotation’s status link',
  'quotation-accepted': 'Recorded a quotation’s acceptance',
  'quotations-exported': 'Exported quotations as CSV',
  'order-created': 'Created an order from an accepted quotation',
  'order-stage': 'Moved an order to another stage',
  'order-dispatched': 'Recorded a dispatch',
  'order-updated': 'Changed an order’s promised date or assignee',
  'order-note': 'Added a note to an order',
  'orders-exported': 'Exported orders as CSV',
  'site-content-saved': 'Changed site content',
  'site-content-undone': 'Undid a site content change',
  'site-content-restored': 'Restored an earlier version of site content',
  'site-content-access': 'Changed who may edit site content',
  'buyer-created': 'Created a buyer',
  'buyer-updated': 'Updated a buyer',
  'buyer-merged': 'Merged two buyers',
  'buyers-exported': 'Exported buyers as CSV',
  'proforma-created': 'Made a proforma invoice',
  'proforma-sent': 'Sent a proforma invoice',
  'proforma-cancelled': 'Cancelled a proforma invoice',
  'payment-recorded': 'Recorded a payment',
  'payment-removed': 'Removed a payment',
  'dispatch-before-advance': 'Dispatched before the advance was in',
  'estimate-rates-updated': 'Changed the estimating rates',
  'invoice-issued': 'Issued a tax invoice',
  'invoice-cancelled': 'Cancelled a tax invoice',
  'invoice-einvoice': 'Recorded an e-invoice IRN',
  'invoice-eway': 'Recorded an e-way bill',
  'invoices-exported': 'Exported invoices (CSV, e-way bill JSON or Tally)',
} as const;
export type ActivityKind = keyof typeof ACTIVITY_KIND_LABELS;
export const ACTIVITY_KINDS = Object.keys(ACTIVITY_KIND_LABELS) as [ActivityKind, ...ActivityKind[]];

/** Small facts of an entry (e.g. a status's from and to); never a password, token or code. */
export type ActivityDetails = Record<string, string | number | boolean | null>;

const pageSizeMessage = `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`;

/** POST /activity/list: one page, newest first, optionally of one person (account _id) and one kind. */
export const activityListBody = z.object({
  page: z
    .number({ error: 'Page must be a whole number from 1.' })
    .int('Page must be a whole number from 1.')
    .min(1, 'Page must be a whole number from 1.')
    .default(1),
  pageSize: z
    .number({ error: pageSizeMessage })
    .int(pageSizeMessage)
    .min(1, pageSizeMessage)
    .max(PAGE_SIZE_MAX, pageSizeMessage)
    .default(PAGE_SIZE_DEFAULT),
  actor: oneLineText('Actor', 'Actor must be an account _id.')
    .min(1, 'Actor must be an account _id.')
    .max(64, 'Actor must be an account _id.')
    .optional(),
  kind: z.enum(ACTIVITY_KINDS, { error: `Kind must be one of: ${ACTIVITY_KINDS.join(', ')}.` }).optional(),
});
export type ActivityListBody = z.input<typeof activityListBody>;

export const activityEntry = z.object({
  _id: z.string(),
  At: z.string(),
  /** The account, or null for a failed sign-in of an address without one. */
  ActorId: z.string().nullable(),
  /** The e-mail as typed (sign-in) or the account's at the time. */
  ActorEmail: z.string(),
  /** The account's current name ('' without an account). */
  ActorName: z.string(),
  Ip: z.string(),
  Kind: z.enum(ACTIVITY_KINDS),
  /** What it was done to: a product title, a lead reference, a team member's e-mail ('' for sign-ins). */
  Subject: z.string(),
  Details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const activityListResponse = successEnvelope(z.array(activityEntry)).extend({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ActivityListResponse = z.infer<typeof activityListResponse>;
