import { endpoints } from '@rp/contract';
import type { UseFormSetError } from 'react-hook-form';
import { toast } from '~/components/ui/toast';
import { apiRequest } from '~/lib/api-client';
import { idempotencyHeader, newIdempotencyKey } from '~/lib/idempotency-key';
import { postedAttribution } from '~/lib/lead-attribution';
import { showSubmitFailure } from '~/lib/visitor-form';
import {
  EMPTY_INQUIRY,
  IDEMPOTENCY_FIELD,
  INQUIRY_FORM_MESSAGES,
  readInquiryValues,
  type ContactFormAnswer,
  type InquiryErrors,
  type InquiryFieldName,
} from '../components/inquiry-fields';
import { INQUIRY_WIRE_FIELDS, fieldErrors, inquiryRecord, inquirySchema, type InquirySchemaValues } from '../utils/inquiry-schema';

/**
 * The contact form sent with JavaScript (the route's clientAction): the same checks as the server's
 * answer, then POST /inquery/save with the form's Idempotency-Key; the outcome as a toast, as before, and
 * the reference with its status page for the page's lasting confirmation.
 */
export async function sendInquiry(form: FormData): Promise<ContactFormAnswer> {
  const values = readInquiryValues(form);
  const parsed = inquirySchema.safeParse(values);
  if (!parsed.success) return { values, errors: fieldErrors(parsed.error) };
  const key = String(form.get(IDEMPOTENCY_FIELD) ?? '') || newIdempotencyKey();
  try {
    const answer = await apiRequest(endpoints.inquiry.save, {
      body: { ...inquiryRecord(parsed.data), ...postedAttribution(form) },
      headers: idempotencyHeader(key),
    });
    toast.success(INQUIRY_FORM_MESSAGES.success);
    const sentRequest = { reference: answer.data.Reference, statusPath: answer.StatusPath ?? '' };
    return { values: EMPTY_INQUIRY, errors: {}, sent: true, sentRequest };
  } catch (error) {
    const errors: InquiryErrors = {};
    const setError = ((name: InquiryFieldName, { message }: { message?: string }) => {
      errors[name] = message;
    }) as UseFormSetError<InquirySchemaValues>;
    showSubmitFailure(error, {
      failureMessage: INQUIRY_FORM_MESSAGES.failure,
      setError,
      fields: INQUIRY_WIRE_FIELDS,
      ownMessages: { Email: INQUIRY_FORM_MESSAGES.emailInvalid },
    });
    return { values, errors };
  }
}
