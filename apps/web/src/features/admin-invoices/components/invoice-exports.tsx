import { useState } from 'react';
import { FileCode2, FileJson } from 'lucide-react';
import { indiaDay } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { plural } from '~/lib/format';
import { isSessionError } from '~/lib/session';
import { downloadEwayJson } from '../api/download-eway-json';
import { fetchEwayPendingIds } from '../api/list-invoices';
import { notifySuccess } from '../utils/action-error';
import { tallyRangeOf, type InvoiceListView } from '../utils/list-view';
import { TallyExportDialog } from './tally-export-dialog';

/** The e-way bill portal's refusal names every invoice without a vehicle or distance: left up long enough to read. */
const LONG_TOAST = { duration: 12_000 };

/**
 * The list's two files for the filtered range: Export for Tally (a date pair, the range's days to start with)
 * and E-way bill JSON (the range's issued invoices that still need their e-way bill).
 */
export function InvoiceExports({ view }: { view: InvoiceListView }) {
  const [tally, setTally] = useState(false);
  const [eway, setEway] = useState(false);

  async function ewayJson() {
    setEway(true);
    try {
      const ids = await fetchEwayPendingIds(view);
      if (!ids.length) {
        toast('No invoice in this view needs an e-way bill.', { icon: 'ℹ️' });
        return;
      }
      const bills = await downloadEwayJson(ids);
      notifySuccess(`E-way bill file with ${plural(bills, 'bill')} downloaded: upload it on the portal (Bulk Generation).`);
    } catch (error) {
      if (!isSessionError(error))
        toast.error(error instanceof Error && error.message ? error.message : 'The e-way bill file could not be made.', LONG_TOAST);
    } finally {
      setEway(false);
    }
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setTally(true)}>
        <FileCode2 className="h-4 w-4" aria-hidden="true" /> Export for Tally
      </Button>
      <Button variant="secondary" size="sm" onClick={() => void ewayJson()} busy={eway}>
        {eway ? null : <FileJson className="h-4 w-4" aria-hidden="true" />} E-way bill JSON
      </Button>
      {tally ? <TallyExportDialog range={tallyRangeOf(view, indiaDay())} onClose={() => setTally(false)} /> : null}
    </>
  );
}
