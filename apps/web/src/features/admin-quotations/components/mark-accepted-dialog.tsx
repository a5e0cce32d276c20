import { useId, useState, type FormEvent } from 'react';
import { indiaDay, LIMITS, quotationStaffAcceptBody, type Quotation } from '@rp/contract';
import { adminInputClass, Field, fieldAria } from '~/components/ui/field';
import { FormDialog } from '~/components/ui/form-dialog';
import { useMarkAccepted } from '../api/quotation-actions';
import { notifySuccess, showActionError } from '../utils/action-error';
import { poFileProblem, PO_FILE_ACCEPT, readFileAsDataUrl } from '../utils/po-file';

type Errors = Partial<Record<'PONumber' | 'PODate' | 'POFile', string>>;

/** Staff record an acceptance that came by mail or phone: PO number, PO date and the PO file (PDF or image, 5 MB). */
export function MarkAcceptedDialog({ quotation, onClose }: { quotation: Quotation; onClose: () => void }) {
  const id = useId();
  const accept = useMarkAccepted();
  const [poNumber, setPoNumber] = useState('');
  const [poDate, setPoDate] = useState(indiaDay());
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fileProblem = file ? poFileProblem(file) : undefined;
    const body = {
      _id: quotation._id,
      PONumber: poNumber,
      PODate: poDate || null,
      POFile: file && !fileProblem ? { Name: file.name, Body: await readFileAsDataUrl(file) } : null,
    };
    const parsed = quotationStaffAcceptBody.safeParse(body);
    const found: Errors = fileProblem ? { POFile: fileProblem } : {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Errors;
        found[field] ??= issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const saved = await accept.mutateAsync(body);
      notifySuccess(`${saved.Number} is marked accepted${saved.PONumber ? ` (PO ${saved.PONumber})` : ''}.`);
      onClose();
    } catch (error) {
      showActionError(error, 'The acceptance could not be recorded.');
    }
  }

  const busy = accept.isPending;
  return (
    <FormDialog
      title="Mark accepted"
      description={`${quotation.Number}: the buyer accepted by mail or phone.`}
      formClassName="grid gap-4 sm:grid-cols-2"
      submitLabel="Mark accepted"
      onSubmit={(e) => void submit(e)}
      busy={busy}
      onClose={onClose}
    >
      <Field tone="admin" id={`${id}-po`} label="PO number" error={errors.PONumber}>
        <input
          id={`${id}-po`}
          className={adminInputClass}
          value={poNumber}
          onChange={(e) => setPoNumber(e.target.value)}
          {...fieldAria(`${id}-po`, errors.PONumber)}
          autoComplete="off"
        />
      </Field>
      <Field tone="admin" id={`${id}-date`} label="PO date" error={errors.PODate}>
        <input
          id={`${id}-date`}
          type="date"
          className={`${adminInputClass} dark:[color-scheme:dark]`}
          value={poDate}
          onChange={(e) => setPoDate(e.target.value)}
          {...fieldAria(`${id}-date`, errors.PODate)}
        />
      </Field>
      <Field
        tone="admin"
        id={`${id}-file`}
        className="sm:col-span-2"
        label={
          <>
            PO file{' '}
            <span className="font-normal text-slate-500 dark:text-slate-400">
              (optional: PDF, JPG or PNG, up to {LIMITS.drawingMaxBytes / (1024 * 1024)} MB)
            </span>
          </>
        }
        error={errors.POFile}
      >
        <input
          id={`${id}-file`}
          type="file"
          accept={PO_FILE_ACCEPT}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            setErrors((prev) => ({ ...prev, POFile: chosen ? poFileProblem(chosen) : undefined }));
          }}
          {...fieldAria(`${id}-file`, errors.POFile)}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-steel-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-steel-800 hover:file:bg-steel-100 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
        />
      </Field>
    </FormDialog>
  );
}
