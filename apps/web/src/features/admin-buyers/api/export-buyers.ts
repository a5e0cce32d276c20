import { endpoints, indiaDay } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { saveBlob } from '~/lib/save-blob';
import { buyerSearchOf, type BuyerListView } from '../utils/list-view';

/** GET /buyer/export with the view's search, saved by the browser as buyers-<India day>.csv. */
export async function downloadBuyersCsv(view: BuyerListView): Promise<void> {
  const blob = await apiRequest(endpoints.buyer.export, { query: { search: buyerSearchOf(view) } });
  saveBlob(blob, `buyers-${indiaDay()}.csv`);
}
