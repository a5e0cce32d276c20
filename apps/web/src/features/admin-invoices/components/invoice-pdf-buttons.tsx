import { useState } from 'react';
import { FileText } from 'lucide-react';
import type { Invoice, InvoiceCopy } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { saveBlob } from '~/lib/save-blob';
import { fetchInvoicePdf } from '../api/fetch-invoice-pdf';
import { showActionError } from '../utils/action-error';
import { invoiceFileStem } from '../utils/invoice-text';

/** How long the opened tab's blob URL stays valid: long enough for the viewer to load it, then freed. */
const BLOB_URL_LIFETIME_MS = 60_000;

/**
 * The PDF behind the bearer token (a plain link could not send it): a tab is opened at the click (so no popup
 * blocker stops it) and shown the PDF once fetched; where no tab may open, the file is saved instead.
 */
function useOpenPdf(invoice: Invoice) {
  const [busy, setBusy] = useState<InvoiceCopy | 'all' | null>(null);
  async function open(copy?: InvoiceCopy) {
    const tab = window.open('', '_blank');
    setBusy(copy ?? 'all');
    try {
      const blob = await fetchInvoicePdf(invoice._id, copy);
      const name = `${invoiceFileStem(invoice.Number)}${copy ? `-${copy}` : ''}.pdf`;
      if (!tab) return saveBlob(blob, name);
      const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
    } catch (error) {
      tab?.close();
      showActionError(error, 'The PDF could not be made.');
    } finally {
      setBusy(null);
    }
  }
  return { busy, open };
}

/** Open PDF (original, duplicate and triplicate in one file) and Original only (the buyer's copy). */
export function InvoicePdfButtons({ invoice }: { invoice: Invoice }) {
  const { busy, open } = useOpenPdf(invoice);
  return (
    <>
      <Button variant="steel" size="sm" onClick={() => void open()} busy={busy === 'all'} data-testid="invoice-open-pdf">
        {busy === 'all' ? null : <FileText className="h-4 w-4" aria-hidden="true" />} Open PDF
      </Button>
      <Button variant="secondary" size="sm" onClick={() => void open('original')} busy={busy === 'original'} data-testid="invoice-original-pdf">
        Original only
      </Button>
    </>
  );
}
