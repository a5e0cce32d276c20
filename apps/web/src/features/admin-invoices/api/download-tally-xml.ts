import { endpoints, type InvoiceTallyBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { saveBlob } from '~/lib/save-blob';

/** POST /invoice/tally-xml for the days From to To, saved as tally-invoices-<From>-to-<To>.xml for TallyPrime's import. */
export async function downloadTallyXml(body: InvoiceTallyBody): Promise<void> {
  const blob = await apiRequest(endpoints.invoice.tallyXml, { body });
  saveBlob(blob, `tally-invoices-${body.From}-to-${body.To}.xml`);
}
