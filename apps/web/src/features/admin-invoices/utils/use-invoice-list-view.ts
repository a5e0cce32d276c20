import { useUrlListView } from '~/lib/use-url-list-view';
import { readInvoiceListView, writeInvoiceListView } from './list-view';

/** The invoices list's view in the URL (a chip clicked within the search's debounce stays: useUrlListView). */
export const useInvoiceListView = () => useUrlListView(readInvoiceListView, writeInvoiceListView);
