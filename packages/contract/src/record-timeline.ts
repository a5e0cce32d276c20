import { z } from 'zod';
import { idField, plainText, successEnvelope } from './common.js';
import { orderLink } from './order-stages.js';
import { quotationRevisionSummary } from './quotation-responses.js';
import { record } from './records.js';

export const TIMELINE_TYPES = ['created', 'status', 'note', 'assignment', 'mail', 'quotation'] as const;
export type TimelineType = (typeof TIMELINE_TYPES)[number];
export const NOTE_MAX = 5000;
/** Who a record's creation is credited to. */
export const TIMELINE_WEBSITE = 'Website';

/** One event in a record's history. By: the staff account's e-mail, 'Website' for the creation, the mail's recipient side for mails. */
export const timelineEvent = z.object({
  Type: z.enum(TIMELINE_TYPES),
  At: z.string(),
  By: z.string(),
  Text: z.string(),
  /** Status changes: the status before and after. Assignments: the assignee before and after ('' for nobody). */
  From: z.string(),
  To: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;

export const recordDetail = record.extend({
  Timeline: z.array(timelineEvent),
  /** The lead's quotation and its revisions, oldest first (issue 33); empty while it has none. */
  Quotations: z.array(quotationRevisionSummary),
  /** The lead's order, once its quotation was accepted (issue 34); null before. */
  Order: orderLink.nullable(),
});
export type RecordDetail = z.infer<typeof recordDetail>;

/** The spec's getByID shape: a list holding the one record. */
export const recordDetailResponse = successEnvelope(z.array(recordDetail));

export const recordNoteBody = z.object({
  _id: idField.min(1, 'An _id is required.'),
  // Trimmed at the ends only: line breaks inside the note are kept.
  Text: plainText('A note', 'A note is required.')
    .trim()
    .min(1, 'A note is required.')
    .max(NOTE_MAX, `A note must be at most ${NOTE_MAX.toLocaleString('en-GB')} characters.`),
});
