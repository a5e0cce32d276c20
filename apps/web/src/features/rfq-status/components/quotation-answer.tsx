import type { QuotationBuyerView } from '@rp/contract';
import { CheckCircle2, CircleAlert, CircleX, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button';
import { Field, controlProps, describedBy } from '~/components/ui/field';
import type { AnswerFormReply, AnswerIntent } from '../utils/answer-reply';
import { instantLabel } from '../utils/quotation-format';
import { chosenQuantitiesText, QuantityChoices } from './quantity-choices';

const PANEL = 'flex gap-3 rounded-xl border p-4';
const PANEL_TONES = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50',
  error: 'border-red-300 bg-red-50 text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-50',
  neutral: 'border-slate-300 bg-slate-50 text-slate-900 dark:border-steel-700 dark:bg-steel-950 dark:text-slate-100',
};

function Panel({ tone, icon, testId, children }: { tone: keyof typeof PANEL_TONES; icon: ReactNode; testId: string; children: ReactNode }) {
  return (
    <div data-testid={testId} role={tone === 'error' ? 'alert' : 'status'} className={`${PANEL} ${PANEL_TONES[tone]}`}>
      <span aria-hidden="true" className="mt-0.5 shrink-0">
        {icon}
      </span>
      <div className="min-w-0 space-y-1">{children}</div>
    </div>
  );
}

/** After the answer: who accepted and when, with the PO number; or when it was declined and why. */
function Answered({ quotation }: { quotation: QuotationBuyerView }) {
  // One text node per sentence: what a reader (or a test) finds is the sentence, not pieces of it.
  const on = (at: string | null) => (at ? ` on ${instantLabel(at)}` : '');
  if (quotation.State === 'Accepted') {
    const by = quotation.AcceptedByName ? ` by ${quotation.AcceptedByName}` : '';
    return (
      <Panel tone="success" testId="quotation-accepted" icon={<CheckCircle2 className="size-5" />}>
        <p className="font-bold">{`Accepted${by}${on(quotation.AcceptedAt)}.`}</p>
        {quotation.PONumber ? <p>{`PO number: ${quotation.PONumber}`}</p> : null}
        {quotation.ChosenQuantities.length ? <p>{`Quantities ordered: ${chosenQuantitiesText(quotation)}.`}</p> : null}
        <p>Thank you for your order. We have e-mailed a confirmation and will be in touch about delivery.</p>
      </Panel>
    );
  }
  return (
    <Panel tone="neutral" testId="quotation-declined" icon={<CircleX className="size-5" />}>
      <p className="font-bold">{`Declined${on(quotation.DeclinedAt)}.`}</p>
      {quotation.DeclineReason ? <p>{`Reason: ${quotation.DeclineReason}`}</p> : null}
      <p>Thank you for letting us know. Contact us any time if you would like a revised quotation.</p>
    </Panel>
  );
}

const fileClass =
  'block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-steel-900 hover:file:bg-slate-50 dark:text-slate-300 dark:file:border-steel-600 dark:file:bg-steel-800 dark:file:text-slate-100';

const fieldId = (name: string) => `answer-${name}`;

function AcceptForm({ action, reply, quotation }: { action: string; reply?: AnswerFormReply; quotation: QuotationBuyerView }) {
  const values = reply?.values ?? {};
  const errors = reply?.errors ?? {};
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
  return (
    <form method="post" action={action} encType="multipart/form-data" noValidate aria-labelledby="accept-heading" className="grid gap-4">
      <input type="hidden" name="intent" value="accept" />
      <h3 id="accept-heading" className="text-base font-bold text-steel-950 dark:text-white">
        Accept this quotation
      </h3>
      <QuantityChoices quotation={quotation} values={values} />
      {errors.Quantities ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {errors.Quantities}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
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
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
          <CheckCircle2 aria-hidden="true" className="size-5" />
          Accept quotation
        </button>
      </div>
    </form>
  );
}

function DeclineForm({ action, reply, reasons }: { action: string; reply?: AnswerFormReply; reasons: string[] }) {
  const values = reply?.values ?? {};
  const errors = reply?.errors ?? {};
  return (
    <form method="post" action={action} encType="multipart/form-data" noValidate aria-labelledby="decline-heading" className="grid gap-4">
      <input type="hidden" name="intent" value="decline" />
      <h3 id="decline-heading" className="text-base font-bold text-steel-950 dark:text-white">
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
        <button type="submit" className={buttonClass('outline', 'lg', 'w-full sm:w-auto')}>
          <CircleX aria-hidden="true" className="size-5" />
          Decline quotation
        </button>
      </div>
    </form>
  );
}

/**
 * The buyer's answer: plain forms posting to this page (they work without JavaScript; the server answers
 * with this page again), the answer once given, or why the quotation can no longer be answered.
 */
export function QuotationAnswer({
  quotation,
  action,
  reply,
  refusal,
  declineReasons,
}: {
  quotation: QuotationBuyerView;
  declineReasons: string[];
  /** Where the forms post: this page's own address, key included. */
  action: string;
  reply?: AnswerFormReply;
  /** A message for the whole answer (a refused or too-large post). */
  refusal?: string;
}) {
  const formFor = (intent: AnswerIntent) => (reply?.intent === intent ? reply : undefined);
  // Once it cannot be answered (answered meanwhile, expired, replaced), the panel below says why on its own.
  const message = refusal ?? (quotation.CanAnswer ? reply?.message : undefined);
  return (
    <section
      id="answer"
      aria-labelledby="answer-heading"
      className="scroll-mt-28 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-steel-800 dark:bg-steel-900"
    >
      <h2 id="answer-heading" className="text-xl font-extrabold text-steel-950 sm:text-2xl dark:text-white">
        Your answer
      </h2>
      <div className="mt-4 grid gap-6">
        {message ? (
          <Panel tone="error" testId="answer-error" icon={<CircleAlert className="size-5" />}>
            <p className="font-semibold">{message}</p>
          </Panel>
        ) : null}
        {quotation.State === 'Accepted' || quotation.State === 'Declined' ? (
          <Answered quotation={quotation} />
        ) : quotation.CanAnswer ? (
          <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:gap-10">
            <AcceptForm action={action} reply={formFor('accept')} quotation={quotation} />
            <div className="border-t border-slate-200 pt-6 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10 dark:border-steel-800">
              <DeclineForm action={action} reply={formFor('decline')} reasons={declineReasons} />
            </div>
          </div>
        ) : (
          <Panel tone="neutral" testId="quotation-closed" icon={<Info className="size-5" />}>
            <p className="font-semibold">{quotation.ClosedReason ?? 'This quotation can no longer be answered. Please contact us for a new one.'}</p>
          </Panel>
        )}
      </div>
    </section>
  );
}
