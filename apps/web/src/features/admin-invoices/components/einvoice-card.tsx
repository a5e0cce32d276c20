import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BadgeCheck } from 'lucide-react';
import { indiaDay, INVOICE_LIMITS, invoiceEinvoiceBody, type Invoice } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/ui/form-dialog';
import { typedFormFields } from '~/components/ui/form-fields';
import { dayText } from '~/lib/format';
import { useRecordEinvoice } from '../api/record-einvoice';
import { notifySuccess } from '../utils/action-error';
import { placeServerErrors } from '../utils/form-errors';

type EinvoiceValues = z.input<typeof invoiceEinvoiceBody>;
const kit = typedFormFields<EinvoiceValues>();
const FIELDS = ['IRN', 'AckNo', 'AckDate', 'SignedQRCode'] as const;

/** Record e-invoice (IRN): what the e-invoice portal returned; the PDF then prints the IRN, acknowledgement and QR code. */
function EinvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const record = useRecordEinvoice();
  const today = indiaDay();
  const form = useForm<EinvoiceValues, unknown, z.output<typeof invoiceEinvoiceBody>>({
    resolver: zodResolver(invoiceEinvoiceBody),
    defaultValues: { _id: invoice._id, IRN: '', AckNo: '', AckDate: today, SignedQRCode: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await record.mutateAsync(values);
      notifySuccess(`E-invoice recorded on ${saved.Number}: the PDF now prints its IRN and QR code.`);
      onClose();
    } catch (error) {
      placeServerErrors(error, form.setError, FIELDS, 'The e-invoice could not be recorded.');
    }
  });
  return (
    <FormProvider {...form}>
      <FormDialog
        title="Record e-invoice (IRN)"
        description={`${invoice.Number}: copy what the e-invoice portal (IRP) answered for this invoice.`}
        formClassName="grid gap-4 sm:grid-cols-2"
        submitLabel="Record e-invoice"
        onSubmit={(e) => void submit(e)}
        busy={form.formState.isSubmitting}
        onClose={onClose}
      >
        <kit.TextField
          name="IRN"
          label="IRN"
          required
          className="sm:col-span-2"
          inputClassName="font-mono text-xs"
          hint="64 hexadecimal characters."
          spellCheck={false}
        />
        <kit.TextField name="AckNo" label="Ack No" required inputMode="numeric" hint="Up to 20 digits." />
        <kit.TextField name="AckDate" label="Ack date" type="date" required max={today} inputClassName="dark:[color-scheme:dark]" />
        <kit.TextAreaField
          name="SignedQRCode"
          label="Signed QR code"
          required
          rows={4}
          className="sm:col-span-2"
          maxLength={INVOICE_LIMITS.qrCodeMax}
          spellCheck={false}
          hint="The signed QR code's text (it starts eyJ), as the portal gave it."
        />
      </FormDialog>
    </FormProvider>
  );
}

/** The e-invoice recorded on the invoice, or the button that records it. */
export function EinvoiceCard({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState(false);
  const e = invoice.EInvoice;
  if (e)
    return (
      <dl className="space-y-2 text-sm" data-testid="einvoice-recorded">
        <div>
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">IRN</dt>
          <dd className="font-mono text-xs break-all text-slate-900 dark:text-white">{e.IRN}</dd>
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <div>
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">Ack No</dt>
            <dd className="font-mono text-slate-900 dark:text-white">{e.AckNo}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">Ack date</dt>
            <dd className="text-slate-900 dark:text-white">{dayText(e.AckDate)}</dd>
          </div>
        </div>
        <p className="flex items-center gap-1 text-xs text-green-700 dark:text-green-300">
          <BadgeCheck className="h-4 w-4" aria-hidden="true" /> The PDF prints the IRN and the signed QR code.
        </p>
      </dl>
    );
  if (invoice.State === 'Cancelled') return <p className="text-sm text-slate-500 dark:text-slate-400">None recorded.</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Above the e-invoicing turnover limit, register the invoice on the e-invoice portal and record what it answers.
      </p>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Record e-invoice (IRN)
      </Button>
      {open ? <EinvoiceDialog invoice={invoice} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
