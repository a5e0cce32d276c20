import { useId, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { indiaDay, type Order } from '@rp/contract';
import { CheckboxField } from '~/components/ui/field';
import { FormDialog } from '~/components/ui/form-dialog';
import { typedFormFields } from '~/components/ui/form-fields';
import { ApiError } from '~/lib/api-client';
import { isSessionError } from '~/lib/session';
import { useDispatchOrder } from '../api/dispatch-order';
import { notifySuccess, showActionError } from '../utils/action-error';
import {
  dispatchBodyOf,
  dispatchFieldErrors,
  dispatchResolver,
  initialDispatchValues,
  serverDispatchErrors,
  type DispatchValues,
} from '../utils/dispatch-form';
import { DispatchInvoiceFields, DispatchTransportFields } from './dispatch-invoice-fields';
import { DispatchLinesFields } from './dispatch-lines-fields';
import { DialogError, TellBuyerCheckbox } from './form-bits';

const kit = typedFormFields<DispatchValues>();

/** "Dispatch recorded …" with the tax invoice it made, if it made one, and what is left. */
function dispatchedText(before: Order, saved: Order): string {
  const known = new Set(before.Dispatches.map((d) => d._id));
  const added = saved.Dispatches.find((d) => !known.has(d._id));
  const invoice = added?.InvoiceId ? saved.Invoices.find((i) => i._id === added.InvoiceId) : undefined;
  const left = saved.Lines.filter((l) => l.Remaining > 0).length;
  const rest = saved.Stage === 'Dispatched' ? `${saved.Number} is Dispatched.` : `${left} ${left === 1 ? 'line has' : 'lines have'} more to send.`;
  return invoice ? `Dispatch recorded with tax invoice ${invoice.Number}: ${rest}` : `Dispatch recorded: ${rest}`;
}

/**
 * Record a dispatch: the tax invoice (made here by default, or its number when made elsewhere), transporter,
 * LR/docket, e-way bill, the vehicle and distance for the e-way bill file, packages and how much of each line goes.
 * The form checks the contract's orderDispatchBody before sending; the server's 400s land under their fields.
 */
export function DispatchDialog({ order, isOwner, onClose }: { order: Order; isOwner: boolean; onClose: () => void }) {
  const id = useId();
  const dispatch = useDispatchOrder();
  const today = indiaDay();
  const form = useForm<DispatchValues>({ resolver: dispatchResolver(order), defaultValues: initialDispatchValues(order, today) });
  const [failure, setFailure] = useState<string | null>(null);
  // The server's 409 while the advance is not in: what is short, in its words.
  const [shortfall, setShortfall] = useState<string | null>(null);
  const override = useWatch({ control: form.control, name: 'OverrideAdvance' });
  const notify = useWatch({ control: form.control, name: 'NotifyBuyer' });
  const lineErrors = form.formState.errors.Quantities as Record<string, { message?: string } | undefined> | undefined;

  function showErrors(errors: FieldErrors<DispatchValues>) {
    for (const [field, error] of Object.entries(errors)) {
      if (field === 'Quantities') {
        for (const [lineId, line] of Object.entries(error as Record<string, { message?: string }>))
          form.setError(`Quantities.${lineId}`, { type: 'server', message: line.message });
      } else if (field !== 'Lines') {
        form.setError(field as keyof DispatchValues, { type: 'server', message: (error as { message?: string }).message });
      }
    }
  }

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      const body = dispatchBodyOf(order, values).body!;
      try {
        const saved = await dispatch.mutateAsync(body);
        notifySuccess(dispatchedText(order, saved));
        onClose();
      } catch (error) {
        if (isSessionError(error)) return;
        if (error instanceof ApiError && error.errors) showErrors(dispatchFieldErrors(serverDispatchErrors(error.errors, body)));
        if (error instanceof ApiError && error.status === 409 && /advance/i.test(error.message) && !values.OverrideAdvance)
          setShortfall(error.message);
        setFailure(error instanceof Error ? error.message : 'The dispatch could not be recorded.');
        showActionError(error, 'The dispatch could not be recorded.');
      }
    },
    // "At least one line" concerns no one field: it shows at the foot of the dialog.
    (errors) => setFailure((errors as Record<string, { message?: string } | undefined>).Lines?.message ?? null),
  );

  return (
    <FormProvider {...form}>
      <FormDialog
        title="Record dispatch"
        description={`${order.Number} · ${order.Company.replace(/\.+$/, '')}. The dispatch that sends everything left moves the order to Dispatched.`}
        size="lg"
        formClassName="space-y-5"
        submitLabel={override ? 'Dispatch anyway' : 'Record dispatch'}
        onSubmit={(e) => void submit(e)}
        busy={dispatch.isPending}
        onClose={onClose}
      >
        <DispatchInvoiceFields />
        <div className="grid gap-4 sm:grid-cols-2">
          <kit.TextField name="Transporter" label="Transporter" required />
          <kit.TextField name="DocketNo" label="LR / docket number" required />
          <kit.TextField name="DispatchDate" label="Dispatch date" type="date" max={today} required inputClassName="dark:[color-scheme:dark]" />
          <kit.TextField name="InvoiceDate" label="Invoice date" type="date" max={today} required inputClassName="dark:[color-scheme:dark]" />
          <kit.TextField name="EwayBillNo" label="E-way bill number (optional)" hint="12 digits" />
          <kit.TextField name="Packages" label="Packages" type="number" inputMode="numeric" min={1} step={1} required />
        </div>
        <DispatchTransportFields />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">Quantity in this dispatch</legend>
          <DispatchLinesFields
            id={id}
            lines={order.Lines}
            registerLine={(lineId) => form.register(`Quantities.${lineId}`)}
            errors={Object.fromEntries(Object.entries(lineErrors ?? {}).map(([lineId, e]) => [lineId, e?.message]))}
          />
        </fieldset>
        <kit.TextAreaField name="Note" rows={2} label={override ? 'Note: why it goes before the advance' : 'Note (optional)'} required={override} />
        {shortfall && isOwner ? (
          <CheckboxField
            id={`${id}-override`}
            label="Dispatch anyway"
            hint="Owners only: the order goes before the advance is in. Say why in the note above; the activity log keeps it."
            checked={override}
            onChange={(on) => form.setValue('OverrideAdvance', on)}
          />
        ) : null}
        {shortfall && !isOwner ? (
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="advance-owner-only">
            Only an Owner can dispatch before the advance is in.
          </p>
        ) : null}
        <TellBuyerCheckbox
          id={`${id}-tell`}
          checked={notify}
          onChange={(on) => form.setValue('NotifyBuyer', on)}
          what="Mails the buyer the transporter, docket number, what was sent and the invoice, with their status link. Their page shows every dispatch either way."
        />
        <DialogError message={failure} />
      </FormDialog>
    </FormProvider>
  );
}
