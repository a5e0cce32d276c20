import { useId, useState, type FormEvent } from 'react';
import { indiaDay, proformaCreateBody, type Order, type ProformaCreateInput } from '@rp/contract';
import { adminInputClass, Field, fieldAria } from '~/components/ui/field';
import { FormDialog } from '~/components/ui/form-dialog';
import { ApiError } from '~/lib/api-client';
import { isSessionError } from '~/lib/session';
import { useCreateProforma } from '../api/create-proforma';
import { notifySuccess, showActionError } from '../utils/action-error';
import { advanceOf } from '../utils/advance';
import { rupeesText } from '../utils/order-text';
import { DialogError } from './form-bits';

type By = 'percent' | 'amount';
type Errors = Partial<Record<'Percent' | 'Amount' | 'DueDate', string>>;

/**
 * Request advance: a proforma invoice for a percent of the order's total (the profile's AdvancePercent by
 * default) or for an amount, with an optional due date. It is made Issued; Send mails it to the buyer.
 */
export function RequestAdvanceDialog({ order, defaultPercent, onClose }: { order: Order; defaultPercent: number; onClose: () => void }) {
  const id = useId();
  const create = useCreateProforma(order._id);
  const [by, setBy] = useState<By>('percent');
  const [percent, setPercent] = useState(String(defaultPercent));
  const [amount, setAmount] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const asked = advanceOf(order.Totals.GrandTotal, by, by === 'percent' ? percent : amount);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: ProformaCreateInput = {
      OrderId: order._id,
      ...(by === 'percent'
        ? { Percent: percent.trim() === '' ? Number.NaN : Number(percent) }
        : { Amount: amount.trim() === '' ? Number.NaN : Number(amount) }),
      ...(dueDate ? { DueDate: dueDate } : {}),
    };
    const parsed = proformaCreateBody.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'Percent' || field === 'Amount' || field === 'DueDate') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      const proforma = await create.mutateAsync(body);
      notifySuccess(`${proforma.Number} for ${rupeesText(proforma.Amount)} is ready: send it to the buyer.`);
      onClose();
    } catch (error) {
      if (isSessionError(error)) return;
      const server = error instanceof ApiError ? (error.errors ?? {}) : {};
      setErrors({ Percent: server.Percent, Amount: server.Amount, DueDate: server.DueDate });
      setFailure(error instanceof Error ? error.message : 'The proforma could not be made.');
      showActionError(error, 'The proforma could not be made.');
    }
  }

  const radio = (value: By, label: string) => (
    <label className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-100">
      <input type="radio" name={`${id}-by`} checked={by === value} onChange={() => setBy(value)} />
      {label}
    </label>
  );
  const fieldId = `${id}-${by}`;
  const error = by === 'percent' ? errors.Percent : errors.Amount;
  return (
    <FormDialog
      title="Request advance"
      description={`A proforma invoice for ${order.Number}, total ${rupeesText(order.Totals.GrandTotal)}, with the bank details and UPI.`}
      formClassName="space-y-4"
      submitLabel="Make proforma"
      onSubmit={(e) => void submit(e)}
      busy={create.isPending}
      onClose={onClose}
    >
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">Ask for</legend>
        {radio('percent', 'A share of the total')}
        {radio('amount', 'A fixed sum')}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          tone="admin"
          className="min-w-0"
          id={fieldId}
          label={by === 'percent' ? 'Percent' : 'Amount (₹)'}
          required
          error={error}
          hint={asked ?? undefined}
        >
          <input
            id={fieldId}
            type="number"
            inputMode="decimal"
            step={by === 'percent' ? '1' : '0.01'}
            min={by === 'percent' ? 1 : 0}
            max={by === 'percent' ? 100 : undefined}
            className={`${adminInputClass} tabular-nums`}
            value={by === 'percent' ? percent : amount}
            onChange={(e) => (by === 'percent' ? setPercent : setAmount)(e.target.value)}
            aria-required="true"
            {...fieldAria(fieldId, error, asked)}
          />
        </Field>
        <Field tone="admin" className="min-w-0" id={`${id}-due`} label="Due date (optional)" error={errors.DueDate}>
          <input
            id={`${id}-due`}
            type="date"
            min={indiaDay()}
            className={`${adminInputClass} dark:[color-scheme:dark]`}
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
            {...fieldAria(`${id}-due`, errors.DueDate)}
          />
        </Field>
      </div>
      <DialogError message={failure} />
    </FormDialog>
  );
}
