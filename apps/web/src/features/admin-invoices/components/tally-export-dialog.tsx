import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { indiaDay, invoiceTallyBody, type InvoiceTallyBody } from '@rp/contract';
import { FormDialog } from '~/components/ui/form-dialog';
import { typedFormFields } from '~/components/ui/form-fields';
import { dayText } from '~/lib/format';
import { downloadTallyXml } from '../api/download-tally-xml';
import { notifySuccess } from '../utils/action-error';
import { placeServerErrors } from '../utils/form-errors';

const kit = typedFormFields<InvoiceTallyBody>();

/**
 * Export for Tally: every invoice dated From to To (India days) as a TallyPrime import file, the buyers'
 * ledgers first. `range` is the list's financial year or month; the server's refusals land on the dates.
 */
export function TallyExportDialog({ range, onClose }: { range: InvoiceTallyBody; onClose: () => void }) {
  const form = useForm<InvoiceTallyBody>({ resolver: zodResolver(invoiceTallyBody), defaultValues: range });
  const submit = form.handleSubmit(async (values) => {
    try {
      await downloadTallyXml(values);
      notifySuccess(`Tally file for ${dayText(values.From)} to ${dayText(values.To)} downloaded: import it in TallyPrime (Import > Vouchers).`);
      onClose();
    } catch (error) {
      placeServerErrors(error, form.setError, ['From', 'To'], 'The Tally file could not be made.');
    }
  });
  return (
    <FormProvider {...form}>
      <FormDialog
        title="Export for Tally"
        description="Sales vouchers of every invoice dated in these days, with a ledger for each buyer. Cancelled invoices go as cancelled vouchers."
        size="sm"
        formClassName="grid gap-4 sm:grid-cols-2"
        submitLabel="Download XML"
        onSubmit={(e) => void submit(e)}
        busy={form.formState.isSubmitting}
        onClose={onClose}
      >
        <kit.TextField name="From" label="From" type="date" required max={indiaDay()} inputClassName="dark:[color-scheme:dark]" />
        <kit.TextField name="To" label="To" type="date" required inputClassName="dark:[color-scheme:dark]" />
      </FormDialog>
    </FormProvider>
  );
}
