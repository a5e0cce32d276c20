import { endpoints, indiaDay, orderExportFileName } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { orderExportQueryOf, type OrderListView } from '../utils/list-view';
import { saveBlob } from '~/lib/save-blob';

/** GET /order/export with the view's filters, saved by the browser as orders-<India day>.csv. */
export async function downloadOrdersCsv(view: OrderListView): Promise<void> {
  const blob = await apiRequest(endpoints.order.export, { query: orderExportQueryOf(view) });
  saveBlob(blob, orderExportFileName(indiaDay()));
}
