import { endpoints, recordExportFileName, type RecordKind } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { saveBlob } from '~/lib/save-blob';
import { listFilters, type ListView } from '../utils/list-view';

/** GET /quote/export with the view's filters, saved by the browser under the day's file name. */
export async function downloadRecordsCsv(kind: RecordKind, view: ListView): Promise<void> {
  const { search, status, from, to, overdue, sort, assigned, source, origin } = listFilters(view);
  const query = { search, status, from, to, overdue: overdue ? ('true' as const) : undefined, sort, assigned, source, origin };
  const blob = await apiRequest(endpoints[kind].export, { query });
  saveBlob(blob, recordExportFileName(kind));
}
