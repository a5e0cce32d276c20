import { endpoints, indiaDay } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { saveBlob } from '~/lib/save-blob';

/**
 * POST /invoice/eway-json for these invoices, saved as eway-bills-<India day>.json for the portal's bulk
 * generation; answers how many bills the file holds. A 400 names the invoices without a vehicle or distance.
 */
export async function downloadEwayJson(ids: string[]): Promise<number> {
  const file = await apiRequest(endpoints.invoice.ewayJson, { body: { Ids: ids } });
  saveBlob(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }), `eway-bills-${indiaDay()}.json`);
  return file.billLists.length;
}
