import { Send } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { buttonClass } from '~/components/ui/button';
import { Field, controlProps } from '~/components/ui/field';
import { HoneypotField } from '~/components/ui/honeypot';
import type { SentRequest } from '~/components/ui/sent-confirmation';

/** The spec's wording for the contact page's form (the enhanced form and the no-JavaScript answer share it). */
export const INQUIRY_FORM_MESSAGES = {
  fullName: 'Full name is required',
  company: 'Company name is required',
  email: 'Email is required',
  emailInvalid: 'Invalid email',
  position: 'Your position is required',
  phone: 'Phone number is required',
  message: 'Please provide your project details.',
  success: 'Thank you! We have received your inquiry and will be in touch shortly.',
  failure: 'Submission failed. Please try again.',
} as const;

export const INQUIRY_FIELD_NAMES = ['fullName', 'company', 'email', 'position', 'phone', 'city', 'state', 'country', 'message', 'website'] as const;
export type InquiryFieldName = (typeof INQUIRY_FIELD_NAMES)[number];
export type InquiryValues = Record<InquiryFieldName, string>;
export type InquiryErrors = Partial<Record<InquiryFieldName, string>>;

/** What the route's actions answer a sent form: the server's without JavaScript, sendInquiry's with it. */
export interface ContactFormAnswer {
  values: InquiryValues;
  errors: InquiryErrors;
  /** A message for the whole form (too many requests, a failure); the server's answer only. */
  formError?: string;
  /** Sent with JavaScript (without, the server redirects to ?sent={Reference}&key=...). */
  sent?: true;
  /** The sent inquiry's reference and status page, from the API's answer. */
  sentRequest?: SentRequest;
}

/** The hidden field that carries the form's Idempotency-Key when JavaScript runs (the server's answer ignores it). */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** The form's fields as posted. */
export function readInquiryValues(form: FormData): InquiryValues {
  return Object.fromEntries(INQUIRY_FIELD_NAMES.map((name) => [name, String(form.get(name) ?? '')])) as InquiryValues;
}

export const EMPTY_INQUIRY: InquiryValues = {
  fullName: '',
  company: '',
  email: '',
  position: '',
  phone: '',
  city: '',
  state: '',
  country: 'India',
  message: '',
  website: '',
};

const TEXT_FIELDS: {
  name: Exclude<InquiryFieldName, 'message' | 'website'>;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete: string;
}[] = [
  { name: 'fullName', label: 'Full Name', required: true, autoComplete: 'name' },
  { name: 'company', label: 'Company Name', required: true, autoComplete: 'organization' },
  { name: 'email', label: 'Email Address', required: true, type: 'email', autoComplete: 'email' },
  { name: 'position', label: 'Position', required: true, autoComplete: 'organization-title' },
  { name: 'phone', label: 'Phone Number', required: true, type: 'tel', autoComplete: 'tel' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
];

/** What a control receives besides its look: its name and first value, and react-hook-form's register() once the checks have loaded. */
export type ControlBinding = { name: string; defaultValue: string } & Partial<UseFormRegisterReturn>;

export const inquiryFieldId = (name: InquiryFieldName) => `inquiry-${name}`;

/** The form's fields and button (contact-form.tsx renders them in its one form). */
export function InquiryFields({
  bind,
  errors,
  submitting = false,
}: {
  bind: (name: InquiryFieldName) => ControlBinding;
  errors: InquiryErrors;
  submitting?: boolean;
}) {
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <Field key={field.name} id={inquiryFieldId(field.name)} label={field.label} required={field.required} error={errors[field.name]}>
            <input
              {...controlProps(inquiryFieldId(field.name), errors[field.name], { required: field.required, disabled: submitting })}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              {...bind(field.name)}
            />
          </Field>
        ))}
        <Field id={inquiryFieldId('message')} label="Project Details" required error={errors.message} className="sm:col-span-2">
          <textarea
            {...controlProps(inquiryFieldId('message'), errors.message, { required: true, disabled: submitting })}
            rows={5}
            placeholder="Part type, material, quantity, tolerances and target delivery"
            {...bind('message')}
          />
        </Field>
      </div>
      <HoneypotField {...bind('website')} />
      <button type="submit" disabled={submitting} className={buttonClass('primary', 'lg', 'mt-6 w-full sm:w-auto')}>
        <Send aria-hidden="true" className="size-5" />
        {submitting ? 'Submitting...' : 'Get My Free Quote'}
      </button>
    </>
  );
}
