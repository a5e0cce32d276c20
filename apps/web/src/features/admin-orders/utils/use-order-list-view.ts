import { useUrlListView } from '~/lib/use-url-list-view';
import { readOrderListView, writeOrderListView } from './list-view';

/** The orders list's view in the URL (a chip clicked within the search's debounce stays: useUrlListView). */
export const useOrderListView = () => useUrlListView(readOrderListView, writeOrderListView);
