import { buildDescription, recordFields, type QuoteSaveBody } from '@rp/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '~/components/ui/toast';
import { z } from 'zod';
import { ApiError } from './api-client';
import { followsContract } from './contract-rules';

/**
 * What the two public forms share (the quote modal and the contact page's inquiry form): their
 * fields' rules from the contract, the record they send, and how a failed send is shown.
 */

/** Shown when the server answers 429 to a public form. */
export const TOO_MANY_REQUESTS_MESSAGE =
  'You have sent several requests in a short time. Please wait a few minutes and try again, or call us directly.';

/** The fields a visitor fills in that the record carries as they are (quotes and inquiries share them). */
const wire = recordFields;

/** Form fields with their own 'required' message (the spec's wording for each form) and the contract's other rules. */
export const visitorField = {
  fullName: (requiredMessage: string) => z.string().trim().min(1, requiredMessage).superRefine(followsContract(wire.Title)),
  /** Optional unless a 'required' message is given. */
  phone: (requiredMessage?: string) =>
    (requiredMessage ? z.string().trim().min(1, requiredMessage) : z.string()).superRefine(followsContract(wire.ContactNo)),
  message: (requiredMessage: string) => z.string().trim().min(1, requiredMessage).superRefine(followsContract(wire.Message)),
};

export interface VisitorMessages {
  fullName: string;
  company: string;
  message: string;
  /** Given: the phone is required, with this message. */
  phone?: string;
}

/** The fields both forms have, plus each form's own (its e-mail rule, product or position...). */
export function visitorSchema<Own extends z.ZodRawShape>(messages: VisitorMessages, own: Own) {
  return z.object({
    fullName: visitorField.fullName(messages.fullName),
    company: z.string().trim().min(1, messages.company),
    phone: visitorField.phone(messages.phone),
    message: visitorField.message(messages.message),
    website: z.string(),
    ...own,
  });
}

export interface VisitorValues {
  fullName: string;
  email: string;
  phone: string;
  message: string;
  /** The honeypot. */
  website: string;
}

/** The record fields both forms send; `details` become the Description lines ('Company: ...'). */
export function visitorRecord(values: VisitorValues, details: Record<string, string | undefined>) {
  return {
    Title: values.fullName.trim(),
    Description: buildDescription(details),
    Email: values.email.trim(),
    ContactNo: values.phone.trim(),
    Message: values.message.trim(),
    Status: 'New',
    Website: values.website,
  } satisfies Partial<QuoteSaveBody>;
}

type WireField = keyof QuoteSaveBody;

export interface SubmitFailureOptions<F extends FieldValues> {
  /** The form's failure toast. */
  failureMessage: string;
  /** The form field that shows the server's error for a record field. */
  fields: Partial<Record<WireField, Path<F>>>;
  setError: UseFormSetError<F>;
  /** The form's own wording for a field's error, instead of the server's. */
  ownMessages?: Partial<Record<WireField, string>>;
  /** Told every field error, e.g. for a file input outside the form's fields. */
  onFieldError?: (field: string, message: string) => void;
  /** Replaces this toast (e.g. a loading one). */
  toastId?: string;
}

/** A failed send: 429 gets its own toast; anything else the form's failure toast and the server's field errors. */
export function showSubmitFailure<F extends FieldValues>(error: unknown, options: SubmitFailureOptions<F>) {
  const toastOptions = { id: options.toastId };
  if (error instanceof ApiError && error.status === 429) {
    toast.error(TOO_MANY_REQUESTS_MESSAGE, toastOptions);
    return;
  }
  toast.error(options.failureMessage, toastOptions);
  if (!(error instanceof ApiError && error.errors)) return;
  for (const [field, message] of Object.entries(error.errors)) {
    const wireField = field as WireField;
    const name = options.fields[wireField];
    if (name) options.setError(name, { message: options.ownMessages?.[wireField] ?? message });
    options.onFieldError?.(field, message);
  }
}
