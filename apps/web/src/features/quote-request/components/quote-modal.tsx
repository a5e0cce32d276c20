import { zodResolver } from '@hookform/resolvers/zod';
import { PRODUCT_OF_INTEREST_OPTIONS, RECORD_WIRE, REPLY_WITHIN, categoryName, endpoints, type QuoteSaveBody } from '@rp/contract';
import { Tag } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '~/components/ui/toast';
import { z } from 'zod';
import { buttonClass } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Field, controlProps } from '~/components/ui/field';
import { HoneypotField } from '~/components/ui/honeypot';
import { apiRequest } from '~/lib/api-client';
import { idempotencyHeader, newIdempotencyKey } from '~/lib/idempotency-key';
import { visitAttribution } from '~/lib/lead-attribution';
import { showSubmitFailure, visitorRecord, visitorSchema } from '~/lib/visitor-form';
import { DrawingFilesField } from './drawing-files-field';
import { readAsDataUrl } from '../utils/file-rules';
import { CloseButton } from '~/components/ui/close-button';
import { SentConfirmation, type SentRequest } from '~/components/ui/sent-confirmation';

export const QUOTE_MESSAGES = {
  fullName: 'Full name is required.',
  company: 'Company name is required.',
  email: 'A valid email is required.',
  product: 'Please select a product.',
  message: 'Please describe your project.',
  loading: 'Submitting quote request...',
  success: 'Quote request sent successfully!',
  failure: 'Failed to send quote request. Please try again.',
} as const;

const schema = visitorSchema(QUOTE_MESSAGES, {
  // The field is typed email; only presence is checked here (the server checks the syntax).
  email: z.string().trim().min(1, QUOTE_MESSAGES.email),
  product: z.string().min(1, QUOTE_MESSAGES.product),
});
type QuoteForm = z.infer<typeof schema>;

export interface QuoteModalProps {
  open: boolean;
  onClose: () => void;
  productName?: string;
  category?: string;
}

export default function QuoteModal({ open, onClose, productName, category }: QuoteModalProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      testId="quote-modal"
      className="items-end justify-center sm:items-center sm:p-4"
      panelClassName="flex max-h-[100dvh] w-full max-w-2xl flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl sm:max-h-[92vh] sm:rounded-2xl dark:bg-steel-900"
    >
      <QuoteFormBody titleId={titleId} onClose={onClose} productName={productName} category={category} />
    </Dialog>
  );
}

function QuoteFormBody({
  titleId,
  onClose,
  productName,
  category,
}: {
  titleId: string;
  onClose: () => void;
  productName?: string;
  category?: string;
}) {
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  // One key per opening of the modal: every try of this form is the same request.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // Once sent, the modal shows the reference and the status link until the buyer closes it.
  const [sent, setSent] = useState<SentRequest | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuoteForm>({
    resolver: zodResolver(schema),
    defaultValues: { fullName: '', company: '', email: '', phone: '', product: categoryName(category) ?? '', message: '', website: '' },
  });

  const closeAndReset = () => {
    reset();
    setFiles([]);
    setFileError(null);
    onClose();
  };

  const onSubmit = async (values: QuoteForm) => {
    const toastId = toast.loading(QUOTE_MESSAGES.loading);
    try {
      const lines: Record<string, string> = { Company: values.company, 'Product of Interest': values.product };
      if (productName) lines['Catalogue Item'] = productName;
      const body: QuoteSaveBody = { ...visitorRecord(values, lines), ...visitAttribution(), Types: RECORD_WIRE.quote.types };
      // The first drawing goes as the spec's MediaFileName/MediaFileBody, the others as Attachments.
      const [first, ...more] = files;
      if (first) {
        body.MediaFileName = first.name;
        body.MediaFileBody = await readAsDataUrl(first);
      }
      if (more.length) body.Attachments = await Promise.all(more.map(async (file) => ({ Name: file.name, Body: await readAsDataUrl(file) })));
      const answer = await apiRequest(endpoints.quote.save, { body, headers: idempotencyHeader(idempotencyKey) });
      toast.success(QUOTE_MESSAGES.success, { id: toastId });
      reset();
      setFiles([]);
      setFileError(null);
      setSent({ reference: answer.data.Reference, statusPath: answer.StatusPath ?? '' });
    } catch (error) {
      showSubmitFailure(error, {
        failureMessage: QUOTE_MESSAGES.failure,
        toastId,
        setError,
        fields: { Title: 'fullName', Email: 'email', ContactNo: 'phone', Message: 'message' },
        ownMessages: { Email: QUOTE_MESSAGES.email },
        onFieldError: (field, message) => {
          if (field === 'MediaFileBody' || field === 'MediaFileName' || field.startsWith('Attachments')) setFileError(message);
        },
      });
    }
  };

  const f = (name: string) => `${id}-${name}`;

  const header = (
    <div className="flex items-start justify-between gap-4 border-b border-slate-200 bg-steel-950 px-5 py-4 text-white sm:px-6 dark:border-steel-700">
      <div className="min-w-0">
        <p className="font-mono text-[11px] font-semibold uppercase tracking-[0.2em] text-amber-brand-400">Reply within {REPLY_WITHIN}</p>
        <h2 id={titleId} className="mt-1 text-xl font-extrabold tracking-tight sm:text-2xl">
          Request a Precision Quote
        </h2>
      </div>
      <CloseButton label="Close" onClick={closeAndReset} className="rounded-md p-2 text-steel-100 hover:bg-white/10" iconClassName="size-5" />
    </div>
  );

  if (sent) {
    return (
      <div className="flex min-h-0 flex-1 flex-col">
        {header}
        {/* Room below on a phone: the spec's toast shows at the bottom for 2 s and must not sit on the buttons. */}
        <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-6 pb-24 sm:px-6 sm:pb-6">
          <SentConfirmation title={QUOTE_MESSAGES.success} sent={sent} testId="quote-sent" panelRef={sentRef}>
            <button type="button" onClick={closeAndReset} className={buttonClass('outline')}>
              Close
            </button>
          </SentConfirmation>
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
            We reply within {REPLY_WITHIN}. Your status page shows our quotation as soon as it is ready.
          </p>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={isSubmitting}>
      {header}

      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
        {productName ? (
          <p
            data-testid="quote-product"
            className="mb-4 flex items-center gap-2 rounded-md border border-amber-brand-500/40 bg-amber-50 px-3 py-2 text-sm text-steel-950 dark:bg-amber-brand-500/10 dark:text-amber-50"
          >
            <Tag aria-hidden="true" className="size-4 shrink-0 text-amber-brand-700 dark:text-amber-brand-400" />
            <span>
              Quote for: <strong>{productName}</strong>
            </span>
          </p>
        ) : null}

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={f('name')} label="Full Name" required error={errors.fullName?.message}>
            <input
              {...controlProps(f('name'), errors.fullName?.message, { disabled: isSubmitting, required: true })}
              data-autofocus
              autoComplete="name"
              {...register('fullName')}
            />
          </Field>
          <Field id={f('company')} label="Company Name" required error={errors.company?.message}>
            <input
              {...controlProps(f('company'), errors.company?.message, { disabled: isSubmitting, required: true })}
              autoComplete="organization"
              {...register('company')}
            />
          </Field>
          <Field id={f('email')} label="Email Address" required error={errors.email?.message}>
            <input
              {...controlProps(f('email'), errors.email?.message, { disabled: isSubmitting, required: true })}
              type="email"
              autoComplete="email"
              {...register('email')}
            />
          </Field>
          <Field id={f('phone')} label="Phone Number" error={errors.phone?.message}>
            <input
              {...controlProps(f('phone'), errors.phone?.message, { disabled: isSubmitting })}
              type="tel"
              autoComplete="tel"
              {...register('phone')}
            />
          </Field>
          <Field id={f('product')} label="Product of Interest" required error={errors.product?.message} className="sm:col-span-2">
            <select {...controlProps(f('product'), errors.product?.message, { disabled: isSubmitting, required: true })} {...register('product')}>
              <option value="">Select a product…</option>
              {PRODUCT_OF_INTEREST_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </Field>
          <Field id={f('message')} label="Project Details" required error={errors.message?.message} className="sm:col-span-2">
            <textarea
              {...controlProps(f('message'), errors.message?.message, { disabled: isSubmitting, required: true })}
              rows={4}
              placeholder="Material, quantity, key tolerances, finish and target delivery date"
              {...register('message')}
            />
          </Field>

          <DrawingFilesField id={id} files={files} onChange={setFiles} error={fileError} onError={setFileError} disabled={isSubmitting} />
        </div>
        <HoneypotField {...register('website')} />
      </div>

      <div className="flex justify-end gap-3 border-t border-slate-200 bg-slate-50 px-5 py-4 sm:px-6 dark:border-steel-700 dark:bg-steel-950/60">
        <button type="button" onClick={closeAndReset} className={buttonClass('outline')}>
          Cancel
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Submit Request'}
        </button>
      </div>
    </form>
  );
}
