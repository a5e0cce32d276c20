import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { INVOICE_LIMITS, invoiceCancelBody, type Invoice } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { typedFormFields } from '~/components/ui/form-fields';
import { TitledDialog } from '~/components/ui/titled-dialog';
import { useCancelInvoice } from '../api/cancel-invoice';
import { notifySuccess } from '../utils/action-error';
import { placeServerErrors } from '../utils/form-errors';

type CancelValues = z.input<typeof invoiceCancelBody>;
const kit = typedFormFields<CancelValues>();
const FORM_ID = 'cancel-invoice-form';

/**
 * Cancel invoice (Owners): the number stays used, the PDF then says CANCELLED, and the invoice's quantities go
 * back to the order's remaining ones. The reason is required and kept.
 */
export function CancelInvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const cancel = useCancelInvoice();
  const form = useForm<CancelValues, unknown, z.output<typeof invoiceCancelBody>>({
    resolver: zodResolver(invoiceCancelBody),
    defaultValues: { _id: invoice._id, Reason: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await cancel.mutateAsync(values);
      notifySuccess(`${saved.Number} cancelled: its quantities are back on ${saved.OrderNumber}.`);
      onClose();
    } catch (error) {
      placeServerErrors(error, form.setError, ['Reason'], 'The invoice could not be cancelled.');
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <TitledDialog
        role="alertdialog"
        title={`Cancel ${invoice.Number}?`}
        description={`Its number stays used and the PDF says CANCELLED; what it billed goes back to ${invoice.OrderNumber}'s remaining quantities.`}
        size="sm"
        onClose={busy ? () => undefined : onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Keep it
            </Button>
            <Button variant="danger" type="submit" form={FORM_ID} busy={busy}>
              Cancel invoice
            </Button>
          </>
        }
      >
        <form id={FORM_ID} onSubmit={(e) => void submit(e)} noValidate>
          <kit.TextAreaField
            name="Reason"
            label="Reason"
            required
            rows={3}
            maxLength={INVOICE_LIMITS.reasonMax}
            hint="Kept on the invoice and in the activity log."
          />
        </form>
      </TitledDialog>
    </FormProvider>
  );
}
