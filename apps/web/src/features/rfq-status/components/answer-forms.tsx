import type { QuotationBuyerView } from '@rp/contract';
import { LIMITS } from '@rp/contract/plain';
import { CheckCircle2, CircleX } from 'lucide-react';
import type { FormEvent } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Field, controlProps, describedBy } from '~/components/ui/field';
import { useHydrated } from '~/lib/use-hydrated';
import { IN_PLACE_FIELD, PO_TOO_LARGE_MESSAGE, type AnswerFormReply, type AnswerIntent } from '../utils/answer-reply';
import { QuantityChoices } from './quantity-choices';

/** The fetcher both forms post through: with JavaScript a refusal comes back in place, without a page load. */
export type AnswerFetcher = FetcherWithComponents<AnswerFormReply | null>;

const fileClass =
  'block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-steel-900 hover:file:bg-slate-50 dark:text-slate-300 dark:file:border-steel-600 dark:file:bg-steel-800 dark:file:text-slate-100';

const fieldId = (name: string) => `answer-${name}`;

/** The form's hidden fields: which form it is, and once hydrated that its answer is shown in place. */
function HiddenFields({ intent }: { intent: AnswerIntent }) {
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {hydrated ? <input type="hidden" name={IN_PLACE_FIELD} value="1" /> : null}
    </>
  );
}

interface AnswerFormProps {
  fetcher: AnswerFetcher;
  /** Where the forms post: this page's own address, key included. */
  action: string;
  reply?: AnswerFormReply;
  /** A mistake found before posting (a PO file over the limit), shown as the server's would be. */
  onRefusedLocally: (reply: AnswerFormReply) => void;
}

/** A PO file over the limit is refused here: the server would not read such a body at all (it answers with a redirect). */
function tooLargeFile(form: HTMLFormElement): boolean {
  const input = form.elements.namedItem('POFile');
  const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
  return !!file && file.size > LIMITS.drawingMaxBytes;
}

export function AcceptForm({ fetcher, action, reply, onRefusedLocally, quotation }: AnswerFormProps & { quotation: QuotationBuyerView }) {
  const values = reply?.values ?? {};
  const errors = reply?.errors ?? {};
  const busy = fetcher.state !== 'idle';
  const text = (name: string, label: string, opts: { required?: boolean; autoComplete?: string } = {}) => (
    <Field id={fieldId(name)} label={label} required={opts.required} error={errors[name]}>
      <input
        {...controlProps(fieldId(name), errors[name], { required: opts.required })}
        name={name}
        defaultValue={values[name] ?? ''}
        autoComplete={opts.autoComplete ?? 'off'}
      />
    </Field>
  );
  const poHint = reply?.fileDropped ? 'Please choose the PO file again.' : 'PDF or image (JPG, PNG, WebP), at most 5 MB.';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!tooLargeFile(event.currentTarget)) return;
    event.preventDefault();
    onRefusedLocally({ intent: 'accept', message: PO_TOO_LARGE_MESSAGE, values: {}, errors: { POFile: PO_TOO_LARGE_MESSAGE } });
  };
  return (
    <fetcher.Form
      method="post"
      action={action}
      encType="multipart/form-data"
      preventScrollReset
      noValidate
      onSubmit={onSubmit}
      data-intent="accept"
      aria-labelledby="accept-heading"
      aria-busy={busy}
      className="grid min-w-0 gap-4"
    >
      <HiddenFields intent="accept" />
      <h3 id="accept-heading" className="text-base font-bold text-steel-950 dark:text-white">
        Accept this quotation
      </h3>
      <QuantityChoices quotation={quotation} values={values} />
      {errors.Quantities ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {errors.Quantities}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {text('Name', 'Your name', { required: true, autoComplete: 'name' })}
        {text('Designation', 'Designation', { autoComplete: 'organization-title' })}
        {text('PONumber', 'PO number (optional)')}
        <Field id={fieldId('POFile')} label="PO file (optional)" error={errors.POFile} hint={poHint}>
          <input
            id={fieldId('POFile')}
            name="POFile"
            type="file"
            accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp"
            aria-invalid={!!errors.POFile}
            aria-describedby={describedBy(fieldId('POFile'), errors.POFile, poHint)}
            className={fileClass}
          />
        </Field>
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm font-semibold text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            name="AcceptTerms"
            id={fieldId('AcceptTerms')}
            defaultChecked={values.AcceptTerms === 'on'}
            aria-invalid={!!errors.AcceptTerms}
            aria-describedby={describedBy(fieldId('AcceptTerms'), errors.AcceptTerms)}
            className="mt-0.5 size-5 shrink-0 accent-amber-brand-500"
          />
          I accept the terms of this quotation
        </label>
        {errors.AcceptTerms ? (
          <p id={`${fieldId('AcceptTerms')}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
            {errors.AcceptTerms}
          </p>
        ) : null}
      </div>
      <div>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
          <CheckCircle2 aria-hidden="true" className="size-5" />
          Accept quotation
        </button>
      </div>
    </fetcher.Form>
  );
}

export function DeclineForm({ fetcher, action, reply, reasons }: Omit<AnswerFormProps, 'onRefusedLocally'> & { reasons: string[] }) {
  const values = reply?.values ?? {};
  const errors = reply?.errors ?? {};
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form
      method="post"
      action={action}
      encType="multipart/form-data"
      preventScrollReset
      noValidate
      data-intent="decline"
      aria-labelledby="decline-heading"
      aria-busy={busy}
      className="grid min-w-0 gap-4"
    >
      <HiddenFields intent="decline" />
      <h3 id="decline-heading" className="scroll-mt-28 text-base font-bold text-steel-950 dark:text-white">
        Decline
      </h3>
      <Field id={fieldId('Reason')} label="Reason" required error={errors.Reason}>
        <select {...controlProps(fieldId('Reason'), errors.Reason, { required: true })} name="Reason" defaultValue={values.Reason ?? ''}>
          <option value="">Choose a reason</option>
          {reasons.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </select>
      </Field>
      <Field id={fieldId('Comment')} label="Comment (optional)" error={errors.Comment}>
        <textarea {...controlProps(fieldId('Comment'), errors.Comment)} name="Comment" rows={3} defaultValue={values.Comment ?? ''} />
      </Field>
      <div>
        <button type="submit" disabled={busy} className={buttonClass('outline', 'lg', 'w-full sm:w-auto')}>
          <CircleX aria-hidden="true" className="size-5" />
          Decline quotation
        </button>
      </div>
    </fetcher.Form>
  );
}
