import type { ServerLoadContext } from '@rp/contract';
import { postedAttribution } from '~/lib/lead-attribution';
import { TOO_MANY_REQUESTS_MESSAGE } from '~/lib/visitor-form';
import {
  INQUIRY_FORM_MESSAGES,
  readInquiryValues,
  type ContactFormAnswer,
  type InquiryErrors,
  type InquiryFieldName,
} from '../components/inquiry-fields';
import { INQUIRY_WIRE_FIELDS, fieldErrors, inquiryRecord, inquirySchema } from '../utils/inquiry-schema';

export type PlainFormResult =
  { sent: true; reference: string; statusPath: string } | { sent: false; status: 400 | 405 | 429; answer: ContactFormAnswer };

/**
 * The contact form posted without JavaScript: the checks and messages it runs with JavaScript first, then
 * the server stores it as POST /inquery/save would. Errors come back with what was typed.
 */
export async function answerPlainForm(form: FormData, inquiryForm: ServerLoadContext['inquiryForm']): Promise<PlainFormResult> {
  const values = readInquiryValues(form);
  if (!inquiryForm) return { sent: false, status: 405, answer: { values, errors: {} } };
  const parsed = inquirySchema.safeParse(values);
  if (!parsed.success) return { sent: false, status: 400, answer: { values, errors: fieldErrors(parsed.error) } };

  const outcome = await inquiryForm.submit({ ...inquiryRecord(parsed.data), ...postedAttribution(form) });
  if (outcome.ok) return { sent: true, reference: outcome.reference, statusPath: outcome.statusPath };
  if (outcome.status === 429) return { sent: false, status: 429, answer: { values, errors: {}, formError: TOO_MANY_REQUESTS_MESSAGE } };
  const errors: InquiryErrors = {};
  for (const [field, message] of Object.entries(outcome.errors ?? {})) {
    const name: InquiryFieldName | undefined = INQUIRY_WIRE_FIELDS[field as keyof typeof INQUIRY_WIRE_FIELDS];
    if (name) errors[name] = field === 'Email' ? INQUIRY_FORM_MESSAGES.emailInvalid : message;
  }
  return { sent: false, status: 400, answer: { values, errors } };
}
