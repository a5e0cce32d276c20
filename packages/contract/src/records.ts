import { z } from 'zod';
import { LIMITS, RECORD_STATUSES } from './constants.js';
import { emailField, idField, optionalText, plainText, requiredText, successEnvelope } from './common.js';
import { dataUrlField, fileInfo } from './files.js';

const statusField = z.enum(RECORD_STATUSES, {
  error: `Status must be one of: ${RECORD_STATUSES.join(', ')}.`,
});

/** Fields a visitor sends, shared by quotes and inquiries. */
const recordFields = {
  Title: requiredText('Full name', LIMITS.nameMax),
  Description: optionalText('Description', LIMITS.descriptionMax),
  Email: emailField,
  ContactNo: plainText('Phone number', 'Phone number must be text.')
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

const updateFields = {
  _id: idField.min(1, 'An _id is required.'),
  createdAt: z.string().optional(),
};

/** POST /quote/save. Without _id: a public create (Status forced to New). With _id: an admin update. */
export const quoteSaveBody = z.object({
  ...recordFields,
  _id: idField.optional(),
  createdAt: z.string().optional(),
  Types: z.literal('Quote', { error: "Types must be 'Quote'." }).default('Quote'),
  MediaFileName: optionalText('Drawing file name', LIMITS.fileNameMax),
  MediaFileBody: dataUrlField('The drawing').nullish(),
});
export type QuoteSaveBody = z.input<typeof quoteSaveBody>;

/** POST /inquery/save, same rules as quotes but no drawing. */
export const inquirySaveBody = z.object({
  ...recordFields,
  _id: idField.optional(),
  createdAt: z.string().optional(),
  Types: z.literal('Inquery', { error: "Types must be 'Inquery'." }).default('Inquery'),
});
export type InquirySaveBody = z.input<typeof inquirySaveBody>;

/** Admin status update: only the status changes; other fields are accepted but ignored. */
export const recordUpdateBody = z.object({ ...updateFields, Status: statusField });

export const recordListBody = z.object({ Types: z.string().optional() }).optional();

export const record = z.object({
  _id: z.string(),
  Title: z.string(),
  Description: z.string(),
  Email: z.string(),
  ContactNo: z.string(),
  Message: z.string(),
  Types: z.enum(['Quote', 'Inquery']),
  Status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  MediaFileName: z.string(),
  /** The stored drawing, when there is one: fetch `url` with the bearer token. */
  Attachment: fileInfo.nullable(),
});
export type RecordItem = z.infer<typeof record>;

export const recordListResponse = successEnvelope(z.array(record));
export const recordSaveResponse = successEnvelope(record);
