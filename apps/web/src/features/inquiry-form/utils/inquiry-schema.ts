import { RECORD_WIRE, type InquirySaveBody } from '@rp/contract';
import { z } from 'zod';
import { visitorRecord, visitorSchema } from '~/lib/visitor-form';
import { INQUIRY_FORM_MESSAGES, type InquiryErrors, type InquiryFieldName } from '../components/inquiry-fields';

/** The contact form's rules: the spec's messages for required fields, the contract's for the rest. */
export const inquirySchema = visitorSchema(INQUIRY_FORM_MESSAGES, {
  email: z
    .string()
    .trim()
    .min(1, INQUIRY_FORM_MESSAGES.email)
    .regex(/^\S+@\S+$/, INQUIRY_FORM_MESSAGES.emailInvalid),
  position: z.string().trim().min(1, INQUIRY_FORM_MESSAGES.position),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type InquirySchemaValues = z.infer<typeof inquirySchema>;

/** The inquiry the form sends (POST /inquery/save's body). */
export function inquiryRecord(v: InquirySchemaValues) {
  const details = { Company: v.company, Position: v.position, City: v.city, State: v.state, Country: v.country };
  return { ...visitorRecord(v, details), Types: RECORD_WIRE.inquiry.types } satisfies InquirySaveBody;
}

/** The form field that shows the server's message for a record field. */
export const INQUIRY_WIRE_FIELDS = { Title: 'fullName', Email: 'email', ContactNo: 'phone', Message: 'message' } as const satisfies Partial<
  Record<keyof InquirySaveBody, InquiryFieldName>
>;

/** The first message for each field of a failed parse. */
export function fieldErrors(error: z.ZodError): InquiryErrors {
  const errors: InquiryErrors = {};
  for (const issue of error.issues) {
    const name = issue.path[0] as InquiryFieldName;
    errors[name] ??= issue.message;
  }
  return errors;
}
