import { z } from 'zod';
import { LIMITS, RECORD_STATUSES, RECORD_TYPES, RECORD_WIRE } from './constants.js';
import { emailField, optionalText, requiredText, successEnvelope } from './common.js';
import { dataUrlField, drawingInfo, fileInfo } from './files.js';

const statusField = z.enum(RECORD_STATUSES, {
  error: `Status must be one of: ${RECORD_STATUSES.join(', ')}.`,
});

/** Fields a visitor sends, shared by quotes and inquiries. */
const recordFields = {
  Title: requiredText('Full name', LIMITS.nameMax),
  Description: optionalText('Description', LIMITS.descriptionMax),
  Email: emailField,
  ContactNo: z
    .string({ error: 'Phone number must be text.' })
    .trim()
    .max(LIMITS.phoneMax, `Phone number must be at most ${LIMITS.phoneMax} characters.`)
    .regex(/^[0-9+()\-.\s/]*$/, 'Phone number may contain only digits, spaces and + ( ) - . /')
    .nullish()
    .transform((v) => v ?? ''),
  Message: optionalText('Message', LIMITS.messageMax),
  Status: statusField.optional(),
  /** Honeypot: people never see it, so a value means a bot. */
  Website: z.string().max(500).optional(),
};

/** An update names its record; createdAt comes back with it and is ignored. */
const updateFields = {
  _id: z.string().trim().max(64).optional(),
  createdAt: z.string().optional(),
};

/** One extra drawing of a new quote. */
const drawingUpload = z.object({
  Name: requiredText('Drawing file name', LIMITS.fileNameMax),
  Body: dataUrlField('The drawing'),
});
export type DrawingUpload = z.infer<typeof drawingUpload>;

/** POST /quote/save. Without _id: a public create (Status forced to New). With _id: an admin update. */
export const quoteSaveBody = z
  .object({
    ...recordFields,
    ...updateFields,
    Types: z.literal(RECORD_WIRE.quote.types, { error: `Types must be '${RECORD_WIRE.quote.types}'.` }).default(RECORD_WIRE.quote.types),
    MediaFileName: optionalText('Drawing file name', LIMITS.fileNameMax),
    MediaFileBody: dataUrlField('The drawing').nullish(),
    /**
     * More drawings beyond MediaFileName/MediaFileBody (or all of them): each checked like the first.
     * An update (with _id) ignores it, so a client may send back a record as it got it.
     */
    Attachments: z
      .array(z.custom<DrawingUpload>(), { error: 'Attachments must be a list of { Name, Body }.' })
      .max(LIMITS.drawingMaxFiles, `At most ${LIMITS.drawingMaxFiles} drawings per quote.`)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body._id) return;
    body.Attachments?.forEach((item, index) => {
      const parsed = drawingUpload.safeParse(item);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['Attachments', index, ...issue.path], message: issue.message });
    });
  });
export type QuoteSaveBody = z.input<typeof quoteSaveBody>;

/** POST /inquery/save (an inquiry), same rules as quotes but no drawing. */
export const inquirySaveBody = z.object({
  ...recordFields,
  ...updateFields,
  Types: z.literal(RECORD_WIRE.inquiry.types, { error: `Types must be '${RECORD_WIRE.inquiry.types}'.` }).default(RECORD_WIRE.inquiry.types),
});
export type InquirySaveBody = z.input<typeof inquirySaveBody>;

export const recordListBody = z.object({ Types: z.string().optional() }).optional();

export const record = z.object({
  _id: z.string(),
  /** Q-2026-00042 / I-2026-00017 (see rfq-status.ts). */
  Reference: z.string(),
  Title: z.string(),
  Description: z.string(),
  Email: z.string(),
  ContactNo: z.string(),
  Message: z.string(),
  Types: z.enum(RECORD_TYPES),
  Status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  MediaFileName: z.string(),
  /** The first stored drawing, when there is one: fetch `url` with the bearer token. */
  Attachment: fileInfo.nullable(),
  /** Every drawing of the quote, in the order sent (also after the retention purge, without bytes). */
  Attachments: z.array(drawingInfo),
});
export type RecordItem = z.infer<typeof record>;

export const recordListResponse = successEnvelope(z.array(record));
export const recordSaveResponse = successEnvelope(record);
