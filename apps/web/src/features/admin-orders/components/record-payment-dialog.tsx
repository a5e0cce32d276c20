import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider } from 'react-hook-form';
import { indiaDay, PAYMENT_MODES, paymentSaveBody, type Order, type PaymentSaveInput } from '@rp/contract';
import { FormDialog } from '~/components/ui/form-dialog';
import { typedFormFields } from '~/components/ui/form-fields';
import { ApiError } from '~/lib/api-client';
import { isSessionError } from '~/lib/session';
import { useSavePayment } from '../api/save-payment';
import { notifySuccess, showActionError } from '../utils/action-error';
import { rupeesText } from '../utils/order-text';

const kit = typedFormFields<PaymentSaveInput>();
const MODE_CHOICES = PAYMENT_MODES.map((m) => ({ value: m, label: m }));
const FIELDS = ['Amount', 'Date', 'Mode', 'Reference'] as const;
// The form checks the input, and sends it raw: the schema's output is paise, the wire takes rupees.
const resolver = zodResolver(paymentSaveBody, undefined, { raw: true }) as unknown as Resolver<PaymentSaveInput>;

/**
 * Record payment: amount, date (today by default), mode and the UTR or cheque number. The server's refusals
 * (above the balance: 409; cash at the s.269ST limit: 400) land on the field they concern, and in a toast.
 */
export function RecordPaymentDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const save = useSavePayment(order._id);
  const today = indiaDay();
  const form = useForm<PaymentSaveInput>({
    resolver,
    defaultValues: { OrderId: order._id, Amount: undefined as unknown as number, Date: today, Mode: 'NEFT', Reference: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const payment = await save.mutateAsync(values);
      notifySuccess(`${rupeesText(payment.Amount)} by ${payment.Mode} recorded against ${order.Number}.`);
      onClose();
    } catch (error) {
      if (isSessionError(error)) return;
      const errors = error instanceof ApiError ? (error.errors ?? {}) : {};
      const field = FIELDS.find((f) => errors[f]);
      // A 409 (above the balance) or a refusal without a field concerns the amount.
      form.setError(field ?? 'Amount', { message: field ? errors[field] : error instanceof Error ? error.message : 'Not recorded.' });
      showActionError(error, 'The payment could not be recorded.');
    }
  });
  return (
    <FormProvider {...form}>
      <FormDialog
        title="Record payment"
        description={`${order.Number} · balance ${rupeesText(order.Balance)} of ${rupeesText(order.Totals.GrandTotal)}.`}
        formClassName="grid gap-4 sm:grid-cols-2"
        submitLabel="Record payment"
        onSubmit={(e) => void submit(e)}
        busy={save.isPending}
        onClose={onClose}
      >
        <kit.NumberField name="Amount" label="Amount" prefix="₹" required step="0.01" />
        <kit.TextField name="Date" label="Date" type="date" max={today} required inputClassName="dark:[color-scheme:dark]" />
        <kit.SelectField name="Mode" label="Mode" choices={MODE_CHOICES} required />
        <kit.TextField name="Reference" label="Reference" hint="The UTR, or the cheque number." />
      </FormDialog>
    </FormProvider>
  );
}
