import { zodResolver } from '@hookform/resolvers/zod';
import { RECORD_WIRE, endpoints } from '@rp/contract';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { buttonClass } from '~/components/ui/button';
import { Field, describedBy, inputClass } from '~/components/ui/field';
import { HoneypotField } from '~/components/ui/honeypot';
import { apiRequest } from '~/lib/api-client';
import { idempotencyHeader, newIdempotencyKey } from '~/lib/idempotency-key';
import { showSubmitFailure, visitorRecord, visitorSchema } from '~/lib/visitor-form';

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

const schema = visitorSchema(INQUIRY_FORM_MESSAGES, {
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
type InquiryValues = z.infer<typeof schema>;

const EMPTY: InquiryValues = {
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

/** The contact page's 'Get My Free Quote' form: it sends an inquiry (POST /inquery/save). */
export function InquiryForm() {
  const id = useId();
  // Made when the form opens; a new one after each successful send (the next inquiry is a new one).
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InquiryValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  const onSubmit = async (v: InquiryValues) => {
    try {
      const details = { Company: v.company, Position: v.position, City: v.city, State: v.state, Country: v.country };
      await apiRequest(endpoints.inquiry.save, {
        body: { ...visitorRecord(v, details), Types: RECORD_WIRE.inquiry.types },
        headers: idempotencyHeader(idempotencyKey),
      });
      toast.success(INQUIRY_FORM_MESSAGES.success);
      reset(EMPTY);
      setIdempotencyKey(newIdempotencyKey());
    } catch (error) {
      showSubmitFailure(error, {
        failureMessage: INQUIRY_FORM_MESSAGES.failure,
        setError,
        fields: { Title: 'fullName', Email: 'email', ContactNo: 'phone', Message: 'message' },
        ownMessages: { Email: INQUIRY_FORM_MESSAGES.emailInvalid },
      });
    }
  };

  const f = (name: string) => `${id}-${name}`;
  const text = (
    name: keyof InquiryValues,
    label: string,
    opts: { required?: boolean; type?: string; autoComplete?: string; span?: boolean } = {},
  ) => {
    const error = errors[name]?.message;
    return (
      <Field id={f(name)} label={label} required={opts.required} error={error} className={opts.span ? 'sm:col-span-2' : ''}>
        <input
          id={f(name)}
          type={opts.type ?? 'text'}
          autoComplete={opts.autoComplete}
          className={inputClass}
          aria-invalid={!!error}
          aria-required={opts.required ? 'true' : undefined}
          aria-describedby={describedBy(f(name), error)}
          disabled={isSubmitting}
          {...register(name)}
        />
      </Field>
    );
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="contact-form-title" data-testid="contact-form" className="relative">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('fullName', 'Full Name', { required: true, autoComplete: 'name' })}
        {text('company', 'Company Name', { required: true, autoComplete: 'organization' })}
        {text('email', 'Email Address', { required: true, type: 'email', autoComplete: 'email' })}
        {text('position', 'Position', { required: true, autoComplete: 'organization-title' })}
        {text('phone', 'Phone Number', { required: true, type: 'tel', autoComplete: 'tel' })}
        {text('city', 'City', { autoComplete: 'address-level2' })}
        {text('state', 'State', { autoComplete: 'address-level1' })}
        {text('country', 'Country', { autoComplete: 'country-name' })}
        <Field id={f('message')} label="Project Details" required error={errors.message?.message} className="sm:col-span-2">
          <textarea
            id={f('message')}
            rows={5}
            className={inputClass}
            placeholder="Part type, material, quantity, tolerances and target delivery"
            aria-invalid={!!errors.message}
            aria-required="true"
            aria-describedby={describedBy(f('message'), errors.message?.message)}
            disabled={isSubmitting}
            {...register('message')}
          />
        </Field>
      </div>
      <HoneypotField {...register('website')} />
      <button type="submit" disabled={isSubmitting} className={buttonClass('primary', 'lg', 'mt-6 w-full sm:w-auto')}>
        <Send aria-hidden="true" className="size-5" />
        {isSubmitting ? 'Submitting...' : 'Get My Free Quote'}
      </button>
    </form>
  );
}
