import { useId, useState, type FormEvent } from 'react';
import { indiaDay, type Order } from '@rp/contract';
import { adminInputClass, CheckboxField, Field, fieldAria } from '~/components/ui/field';
import { FormDialog } from '~/components/ui/form-dialog';
import { ApiError } from '~/lib/api-client';
import { useDispatchOrder } from '../api/dispatch-order';
import { notifySuccess, showActionError } from '../utils/action-error';
import {
  dispatchBodyOf,
  initialDispatchValues,
  serverDispatchErrors,
  type DispatchErrors,
  type DispatchField,
  type DispatchValues,
} from '../utils/dispatch-form';
import { DispatchLinesFields } from './dispatch-lines-fields';
import { DialogError, TellBuyerCheckbox } from './form-bits';

type TextField = Exclude<DispatchField, 'Lines'>;
const NO_ERRORS: DispatchErrors = { fields: {}, lines: {} };

/** Record a dispatch: invoice, transporter, LR/docket, e-way bill, packages and how much of each line goes. */
export function DispatchDialog({ order, isOwner, onClose }: { order: Order; isOwner: boolean; onClose: () => void }) {
  const id = useId();
  const dispatch = useDispatchOrder();
  const today = indiaDay();
  const [values, setValues] = useState<DispatchValues>(() => initialDispatchValues(order, today));
  const [errors, setErrors] = useState<DispatchErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);
  // The server's 409 while the advance is not in: what is short, in its words.
  const [shortfall, setShortfall] = useState<string | null>(null);

  const set = (field: TextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, fields: { ...e.fields, [field]: undefined } }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { body, errors: found } = dispatchBodyOf(order, values);
    setErrors(found);
    setFailure(found.fields.Lines ?? null);
    if (!body) return;
    try {
      const saved = await dispatch.mutateAsync(body);
      const left = saved.Lines.filter((l) => l.Remaining > 0).length;
      notifySuccess(
        saved.Stage === 'Dispatched'
          ? `Dispatch recorded: ${saved.Number} is Dispatched.`
          : `Dispatch recorded: ${left} ${left === 1 ? 'line has' : 'lines have'} more to send.`,
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(serverDispatchErrors(error.errors, body));
      if (error instanceof ApiError && error.status === 409 && /advance/i.test(error.message) && !values.OverrideAdvance) setShortfall(error.message);
      setFailure(error instanceof Error ? error.message : 'The dispatch could not be recorded.');
      showActionError(error, 'The dispatch could not be recorded.');
    }
  }

  const text = (field: TextField, label: string, opts: { type?: string; hint?: string; className?: string; max?: string } = {}) => {
    const fieldId = `${id}-${field}`;
    const error = errors.fields[field];
    return (
      <Field tone="admin" id={fieldId} label={label} hint={opts.hint} error={error} className={`min-w-0 ${opts.className ?? ''}`}>
        <input
          id={fieldId}
          type={opts.type ?? 'text'}
          className={`${adminInputClass} ${opts.type === 'date' ? 'dark:[color-scheme:dark]' : ''}`}
          value={values[field]}
          max={opts.max}
          min={opts.type === 'number' ? 1 : undefined}
          inputMode={opts.type === 'number' ? 'numeric' : undefined}
          autoComplete="off"
          onChange={(e) => set(field, e.target.value)}
          {...fieldAria(fieldId, error, opts.hint)}
        />
      </Field>
    );
  };

  const busy = dispatch.isPending;
  return (
    <FormDialog
      title="Record dispatch"
      description={`${order.Number} · ${order.Company.replace(/\.+$/, '')}. The dispatch that sends everything left moves the order to Dispatched.`}
      size="lg"
      formClassName="space-y-4"
      submitLabel={values.OverrideAdvance ? 'Dispatch anyway' : 'Record dispatch'}
      onSubmit={(e) => void submit(e)}
      busy={busy}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('InvoiceNo', 'Invoice number')}
        {text('InvoiceDate', 'Invoice date', { type: 'date', max: today })}
        {text('Transporter', 'Transporter')}
        {text('DocketNo', 'LR / docket number')}
        {text('DispatchDate', 'Dispatch date', { type: 'date', max: today })}
        {text('EwayBillNo', 'E-way bill number (optional)', { hint: '12 digits' })}
        {text('Packages', 'Packages', { type: 'number' })}
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">Quantity in this dispatch</legend>
        <DispatchLinesFields
          id={id}
          lines={order.Lines}
          quantities={values.Quantities}
          errors={errors.lines}
          onChange={(lineId, value) => {
            setValues((v) => ({ ...v, Quantities: { ...v.Quantities, [lineId]: value } }));
            setErrors((e) => ({ ...e, lines: { ...e.lines, [lineId]: '' } }));
          }}
        />
      </fieldset>
      <Field
        tone="admin"
        className="min-w-0"
        id={`${id}-Note`}
        label={values.OverrideAdvance ? 'Note: why it goes before the advance' : 'Note (optional)'}
        required={values.OverrideAdvance}
        error={errors.fields.Note}
      >
        <textarea
          id={`${id}-Note`}
          rows={2}
          className={adminInputClass}
          value={values.Note}
          onChange={(e) => set('Note', e.target.value)}
          {...fieldAria(`${id}-Note`, errors.fields.Note)}
        />
      </Field>
      {shortfall && isOwner ? (
        <CheckboxField
          id={`${id}-override`}
          label="Dispatch anyway"
          hint="Owners only: the order goes before the advance is in. Say why in the note above; the activity log keeps it."
          checked={values.OverrideAdvance}
          onChange={(on) => setValues((v) => ({ ...v, OverrideAdvance: on }))}
        />
      ) : null}
      {shortfall && !isOwner ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="advance-owner-only">
          Only an Owner can dispatch before the advance is in.
        </p>
      ) : null}
      <TellBuyerCheckbox
        id={`${id}-tell`}
        checked={values.NotifyBuyer}
        onChange={(on) => setValues((v) => ({ ...v, NotifyBuyer: on }))}
        what="Mails the buyer the transporter, docket number and what was sent, with their status link. Their page shows every dispatch either way."
      />
      <DialogError message={failure} />
    </FormDialog>
  );
}
