import { zodResolver } from '@hookform/resolvers/zod';
import { buildDescription } from '@rp/contract';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { buttonClass } from '~/components/ui/button';
import { Field, describedBy, inputClass } from '~/components/ui/field';
import { HoneypotField } from '~/components/ui/honeypot';
import { ApiError, apiRequest } from '~/lib/api-client';
import { idempotencyHeader, newIdempotencyKey } from '~/lib/idempotency-key';
import { TOO_MANY_REQUESTS_MESSAGE } from '~/features/site/messages';

export const CONTACT_MESSAGES = {
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

const schema = z.object({
  fullName: z.string().trim().min(1, CONTACT_MESSAGES.fullName),
  company: z.string().trim().min(1, CONTACT_MESSAGES.company),
  email: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.email)
    .regex(/^\S+@\S+$/, CONTACT_MESSAGES.emailInvalid),
  position: z.string().trim().min(1, CONTACT_MESSAGES.position),
  phone: z.string().trim().min(1, CONTACT_MESSAGES.phone),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  message: z.string().trim().min(1, CONTACT_MESSAGES.message),
  website: z.string(),
});
type ContactValues = z.infer<typeof schema>;

const EMPTY: ContactValues = { fullName: '', company: '', email: '', position: '', phone: '', city: '', state: '', country: 'India', message: '', website: '' };

const SERVER_FIELD: Record<string, keyof ContactValues> = { Title: 'fullName', Email: 'email', ContactNo: 'phone', Message: 'message' };

/** The contact page's 'Get My Free Quote' form: a real POST /inquery/save. */
export function ContactForm() {
  const id = useId();
  // Made when the form opens; a new one after each successful send (the next inquiry is a new one).
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  const onSubmit = async (v: ContactValues) => {
    try {
      await apiRequest('/inquery/save', {
        method: 'POST',
        body: {
          Title: v.fullName.trim(),
          Description: buildDescription({ Company: v.company, Position: v.position, City: v.city, State: v.state, Country: v.country }),
          Email: v.email.trim(),
          ContactNo: v.phone.trim(),
          Message: v.message.trim(),
          Types: 'Inquery',
          Status: 'New',
          Website: v.website,
        },
        headers: idempotencyHeader(idempotencyKey),
      });
      toast.success(CONTACT_MESSAGES.success);
      reset(EMPTY);
      setIdempotencyKey(newIdempotencyKey());
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        toast.error(TOO_MANY_REQUESTS_MESSAGE);
        return;
      }
      toast.error(CONTACT_MESSAGES.failure);
      if (error instanceof ApiError && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          const name = SERVER_FIELD[field];
          if (name) setError(name, { message: name === 'email' ? CONTACT_MESSAGES.emailInvalid : message });
        }
      }
    }
  };

  const f = (name: string) => `${id}-${name}`;
  const text = (name: keyof ContactValues, label: string, opts: { required?: boolean; type?: string; autoComplete?: string; span?: boolean } = {}) => {
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
