import { z } from 'zod';
import { successEnvelope } from './common.js';
import { RECORD_KINDS } from './constants.js';

/**
 * Header of a public create: the same key with the same request within 24 hours answers as the first create
 * did (status 200); with another request body, 422.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 100;
/** How long a key is remembered. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** Headers schema of POST /quote/save and /inquery/save; loose, so every other header is kept. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: `${IDEMPOTENCY_HEADER} must be text.` })
    .trim()
    .min(1, `${IDEMPOTENCY_HEADER} must not be empty.`)
    .max(IDEMPOTENCY_KEY_MAX, `${IDEMPOTENCY_HEADER} must be at most ${IDEMPOTENCY_KEY_MAX} characters.`)
    .regex(/^[\x21-\x7e]+$/, `${IDEMPOTENCY_HEADER} may contain only visible ASCII characters.`)
    .optional(),
});

export const OUTBOX_KIND_LABELS = {
  'staff-notification': 'Staff notification',
  'buyer-acknowledgement': 'Buyer acknowledgement',
  'team-invite': 'Team invitation',
  'password-reset': 'Password reset',
  'lead-assigned': 'Lead assigned',
  'sign-in-throttled': 'Sign-in slowed',
  'quotation-sent': 'Quotation',
  'quotation-answered': 'Quotation answered',
  'quotation-confirmation': 'Quotation answer confirmed',
  'order-stage': 'Order update',
  'order-dispatched': 'Order dispatched',
  'order-late': 'Order late',
  'order-assigned': 'Order assigned',
  'proforma-sent': 'Proforma invoice',
  'buyer-sign-in': 'Buyer sign-in link',
} as const;
export type OutboxKind = keyof typeof OUTBOX_KIND_LABELS;

/**
 * What the back office shows: 'not configured' is a queued message on a server without SMTP_URL;
 * 'skipped' was never sent on purpose (lastError says why, e.g. the recipient's daily acknowledgement limit).
 */
export const OUTBOX_DISPLAY_STATUSES = ['queued', 'sent', 'failed', 'skipped', 'not configured'] as const;
export type OutboxDisplayStatus = (typeof OUTBOX_DISPLAY_STATUSES)[number];

export const outboxMessage = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.enum(Object.keys(OUTBOX_KIND_LABELS) as [OutboxKind, ...OutboxKind[]]),
  status: z.enum(OUTBOX_DISPLAY_STATUSES),
  attempts: z.number().int(),
  /** The last failure in plain words, or null. */
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  /** When OUTBOX_KEEP_DAYS removed the body of this sent, failed or skipped mail (it can no longer be resent), or null. */
  bodyPrunedAt: z.string().nullable(),
  /** The lead's reference and id, when the lead still exists. */
  reference: z.string().nullable(),
  recordId: z.string().nullable(),
  recordKind: z.enum(RECORD_KINDS).nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxSummary = z.object({
  /** Whether this server has SMTP_URL. */
  configured: z.boolean(),
  queued: z.number().int(),
  failed: z.number().int(),
});
export type OutboxSummary = z.infer<typeof outboxSummary>;

/** GET /outbox/list: newest first, at most OUTBOX_LIST_LIMIT. */
export const OUTBOX_LIST_LIMIT = 500;
export const outboxListResponse = successEnvelope(z.object({ summary: outboxSummary, total: z.number().int(), messages: z.array(outboxMessage) }));
/** GET /outbox/summary, for the dashboard warning. */
export const outboxSummaryResponse = successEnvelope(outboxSummary);
/**
 * Why a mail's text is not shown: 'removed' by OUTBOX_KEEP_DAYS (bodyPrunedAt says when), or 'one-time link'
 * (an invitation or password reset: whoever reads it could use the link, so nobody does).
 */
export const OUTBOX_BODY_HIDDEN = ['removed', 'one-time link'] as const;
export type OutboxBodyHidden = (typeof OUTBOX_BODY_HIDDEN)[number];

/** One mail with what it said (issue 44), for Owners: what a buyer got, and their link to read out on a call. */
export const outboxMessageDetail = outboxMessage.extend({
  /** Where replies go (the buyer for staff notifications, the sender for quotations), or null. */
  replyTo: z.string().nullable(),
  /** The plain-text body as it was sent (its links included); '' when bodyHidden. */
  text: z.string(),
  /** The attachments' file names; [] when bodyHidden. */
  attachments: z.array(z.string()),
  bodyHidden: z.enum(OUTBOX_BODY_HIDDEN).nullable(),
});
export type OutboxMessageDetail = z.infer<typeof outboxMessageDetail>;
/** POST /outbox/get { _id }: the mail with its text (Owners only; 403 for Staff, 404 for an unknown _id). */
export const outboxGetResponse = successEnvelope(outboxMessageDetail);

/** POST /outbox/resend { _id }: queues the message again, due now. */
export const outboxResendResponse = successEnvelope(outboxMessage);
