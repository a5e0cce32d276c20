import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useBlocker, useNavigate } from 'react-router';
import { FileText, Send } from 'lucide-react';
import { formatMoney, type CompanyProfileRecord, type Quotation } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { useSaveQuotation, useSendQuotation } from '../api/quotation-actions';
import { notifyError, notifySuccess, showActionError } from '../utils/action-error';
import { moneyText } from '../utils/money-text';
import { saveBodyOf, valuesFromQuotation, type QuotationFormValues } from '../utils/quotation-form';
import { quotationResolver } from '../utils/quotation-resolver';
import { BuyerSection } from './buyer-section';
import { ChargesSection } from './charges-section';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { LineItems } from './line-items';
import { LiveTotalsPanel, useLiveTotals } from './live-totals-panel';
import { PdfPreviewDialog } from './pdf-preview-dialog';
import { QuotationHeader, WhatsappShareLink } from './quotation-header';
import { RevisionsList } from './revisions-list';
import { TermsSection } from './terms-section';

export interface DraftEditorProps {
  /** The saved draft, or null for a new quotation. */
  quotation: Quotation | null;
  initialValues: QuotationFormValues;
  /** The company profile: its state, registration, GST rates, GSTIN and quotation defaults. */
  profile: CompanyProfileRecord;
  /** The request a new quotation is prepared from (Q-2026-00042), shown under the title. */
  leadReference?: string;
}

/** A Draft: every field editable, live totals, Save, PDF preview, Send and the WhatsApp share. */
export function DraftEditor({ quotation, initialValues, profile, leadReference }: DraftEditorProps) {
  const navigate = useNavigate();
  // The raw values go to the server, which parses the amounts itself; the schema and the company's rates check them here first.
  const resolver = useMemo(() => quotationResolver(profile.GstRates), [profile.GstRates]);
  const totalsProfile = { ...profile, ExportNote: profile.QuotationDefaults.ExportNote };
  // Checked when saving, then again on every change: a message never appears or goes on a blur, which
  // would move the buttons under a click.
  const form = useForm<QuotationFormValues>({ resolver, defaultValues: initialValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { reset, handleSubmit, formState } = form;
  const save = useSaveQuotation();
  const send = useSendQuotation();
  const [dialog, setDialog] = useState<{ kind: 'send' | 'pdf'; quotation: Quotation } | null>(null);
  const leaving = useRef(false);
  const live = useLiveTotals(form.control, totalsProfile);

  // A save (ours, or a refetch after another's) brings the server's values: trimmed, GSTIN upper-cased.
  const savedAt = quotation?.UpdatedAt;
  useEffect(() => {
    if (quotation) reset(valuesFromQuotation(quotation));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newer save resets the form, not every refetch
  }, [savedAt, reset]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => formState.isDirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  async function persist(values: QuotationFormValues): Promise<Quotation | null> {
    try {
      const saved = await save.mutateAsync(saveBodyOf(values));
      notifySuccess(`Draft ${saved.Number} saved.`);
      if (!quotation) {
        leaving.current = true;
        void navigate(`/admin/quotations/${encodeURIComponent(saved._id)}`, { replace: true });
      }
      return saved;
    } catch (error) {
      showActionError(error, 'The quotation could not be saved. Please try again.');
      return null;
    }
  }

  /** Checks the form with the contract's schema (focusing the first field in error), then saves it. */
  function saveDraft(): Promise<Quotation | null> {
    return new Promise((resolve) => {
      void handleSubmit(
        async (values) => resolve(await persist(values)),
        () => {
          notifyError('Please correct the fields marked in red.');
          resolve(null);
        },
      )();
    });
  }

  /** Send and the PDF act on the saved draft: unsaved changes are saved first. */
  async function withSaved(kind: 'send' | 'pdf') {
    const saved = quotation && !formState.isDirty ? quotation : await saveDraft();
    if (saved) setDialog({ kind, quotation: saved });
  }

  async function confirmSend(target: Quotation) {
    try {
      const sent = await send.mutateAsync(target._id);
      notifySuccess(`${sent.Number} sent to ${sent.Buyer.Email}.`);
      setDialog(null);
    } catch (error) {
      showActionError(error, 'The quotation could not be sent. Please try again.');
    }
  }

  const busy = save.isPending || send.isPending;
  return (
    <FormProvider {...form}>
      <QuotationHeader
        quotation={quotation}
        title={quotation ? quotation.Number : 'New quotation'}
        subtitle={!quotation && leadReference ? `Prepared from request ${leadReference}` : undefined}
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={() => void withSaved('pdf')} disabled={busy}>
              <FileText className="h-4 w-4" aria-hidden="true" /> PDF preview
            </Button>
            {quotation ? <WhatsappShareLink quotation={quotation} /> : null}
            <Button variant="steel" size="sm" onClick={() => void withSaved('send')} disabled={busy}>
              <Send className="h-4 w-4" aria-hidden="true" /> Send
            </Button>
          </>
        }
      />
      <form
        noValidate
        aria-label={quotation ? `Quotation ${quotation.Number}` : 'New quotation'}
        onSubmit={(event) => {
          event.preventDefault();
          void saveDraft();
        }}
      >
        <fieldset disabled={busy} className="min-w-0">
          <div className="grid gap-5 2xl:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0 space-y-5">
              <BuyerSection askSource={!quotation && !initialValues.LeadId} companyState={profile.State} warnings={quotation?.Warnings} />
              <LineItems rates={profile.GstRates} />
              <ChargesSection rates={profile.GstRates} />
              <TermsSection validityDays={profile.QuotationDefaults.ValidityDays} />
            </div>
            <aside className="space-y-5 2xl:sticky 2xl:top-4 2xl:self-start" aria-label="Totals and revisions">
              <LiveTotalsPanel live={live} profile={totalsProfile} />
              {quotation && quotation.Revisions.length > 1 ? <RevisionsList revisions={quotation.Revisions} currentId={quotation._id} /> : null}
            </aside>
          </div>
        </fieldset>
        <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8 dark:border-slate-800 dark:bg-steel-950/95">
          <span className="mr-auto text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
            {formState.isDirty || !quotation ? 'Unsaved changes' : 'All changes saved'}
            <span className="ml-2 font-semibold text-slate-900 tabular-nums 2xl:hidden dark:text-white">
              {formatMoney(live.totals.Totals.GrandTotal, live.currency)}
            </span>
          </span>
          <Button type="submit" variant="steel" busy={save.isPending} disabled={busy}>
            Save draft
          </Button>
        </div>
      </form>

      {dialog?.kind === 'pdf' ? (
        <PdfPreviewDialog
          id={dialog.quotation._id}
          number={dialog.quotation.Number}
          description="What the buyer will receive, from the saved draft."
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'send' ? (
        <ConfirmDialog
          title={`Send ${dialog.quotation.Number}?`}
          confirmLabel="Send quotation"
          busy={send.isPending}
          onConfirm={() => void confirmSend(dialog.quotation)}
          onClose={() => setDialog(null)}
        >
          <p>
            {dialog.quotation.Buyer.Contact} ({dialog.quotation.Buyer.Email}) receives it by e-mail with the PDF and a private link to accept it
            online.
          </p>
          <p>
            Grand total <strong className="tabular-nums">{moneyText(dialog.quotation.Totals.GrandTotal, dialog.quotation.Currency)}</strong>. After
            sending, it changes only through a revision.
          </p>
        </ConfirmDialog>
      ) : null}
      {blocker.state === 'blocked' ? (
        <ConfirmDialog
          title="Leave without saving?"
          confirmLabel="Leave"
          confirmVariant="danger"
          busy={false}
          onConfirm={() => blocker.proceed()}
          onClose={() => blocker.reset()}
        >
          <p>This quotation has changes that are not saved yet.</p>
        </ConfirmDialog>
      ) : null}
    </FormProvider>
  );
}
