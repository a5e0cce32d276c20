import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FormProvider, useForm } from 'react-hook-form';
import { TriangleAlert } from 'lucide-react';
import { indiaDay, invoiceEwayBody, type Invoice, type InvoiceEwayBody } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { typedFormFields } from '~/components/ui/form-fields';
import { dayText } from '~/lib/format';
import { useRecordEwayBill } from '../api/record-eway-bill';
import { notifySuccess } from '../utils/action-error';
import { placeServerErrors } from '../utils/form-errors';

type EwayValues = z.input<typeof invoiceEwayBody>;
type EwayOutput = z.output<typeof invoiceEwayBody>;
const kit = typedFormFields<EwayValues>();

/** The e-way bill number and date made on the portal (12 digits); the server's refusals land under the fields. */
export function EwayBillForm({ invoice, today = indiaDay() }: { invoice: Pick<Invoice, '_id' | 'Number' | 'Date'>; today?: string }) {
  const record = useRecordEwayBill();
  const form = useForm<EwayValues, unknown, EwayOutput>({
    resolver: zodResolver(invoiceEwayBody),
    defaultValues: { _id: invoice._id, EwayBillNo: '', EwayBillDate: today },
  });
  const submit = form.handleSubmit(async (values: InvoiceEwayBody) => {
    try {
      const saved = await record.mutateAsync(values);
      notifySuccess(`E-way bill ${saved.EwayBillNo} recorded on ${saved.Number}.`);
    } catch (error) {
      placeServerErrors(error, form.setError, ['EwayBillNo', 'EwayBillDate'], 'The e-way bill could not be recorded.');
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 sm:grid-cols-2 xl:grid-cols-1" aria-label="Record the e-way bill">
        <kit.TextField name="EwayBillNo" label="E-way bill number" required inputMode="numeric" hint="12 digits, as the portal gave it." />
        <kit.TextField
          name="EwayBillDate"
          label="E-way bill date"
          type="date"
          required
          min={invoice.Date}
          max={today}
          inputClassName="dark:[color-scheme:dark]"
        />
        <div className="sm:col-span-2 xl:col-span-1">
          <Button variant="steel" size="sm" type="submit" busy={form.formState.isSubmitting}>
            Record e-way bill
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** The e-way bill: recorded (number and date), required (a callout with the form), or not needed (the form under a fold). */
export function EwayBillCard({ invoice }: { invoice: Invoice }) {
  if (invoice.EwayBillNo)
    return (
      <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="eway-bill-recorded">
        <span className="font-mono font-semibold">{invoice.EwayBillNo}</span>
        {invoice.EwayBillDate ? ` of ${dayText(invoice.EwayBillDate)}` : ''}
      </p>
    );
  if (invoice.State === 'Cancelled') return <p className="text-sm text-slate-500 dark:text-slate-400">None: the invoice is cancelled.</p>;
  if (invoice.EwayBillRequired)
    return (
      <div className="space-y-3" data-testid="eway-bill-callout">
        <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-400/10 dark:text-amber-100" role="note">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden="true" />
          <span>
            <strong className="font-semibold">E-way bill required.</strong> The goods are worth more than the threshold: make the bill on the portal
            (E-way bill JSON on the list makes the file), then record its number here.
          </span>
        </p>
        <EwayBillForm invoice={invoice} />
      </div>
    );
  return (
    <details className="text-sm text-slate-600 dark:text-slate-300">
      <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-steel-500">
        Not required at this value. Record one anyway
      </summary>
      <div className="mt-3">
        <EwayBillForm invoice={invoice} />
      </div>
    </details>
  );
}
