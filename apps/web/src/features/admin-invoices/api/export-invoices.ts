import { endpoints, indiaDay } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { saveBlob } from '~/lib/save-blob';
import { invoiceExportQueryOf, type InvoiceListView } from '../utils/list-view';

/** GET /invoice/export with the view's filters, saved by the browser as invoices-<India day>.csv. */
export async function downloadInvoicesCsv(view: InvoiceListView): Promise<void> {
  const blob = await apiRequest(endpoints.invoice.export, { query: invoiceExportQueryOf(view) });
  saveBlob(blob, `invoices-${indiaDay()}.csv`);
}
