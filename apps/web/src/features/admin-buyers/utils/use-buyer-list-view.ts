import { useUrlListView } from '~/lib/use-url-list-view';
import { readBuyerListView, writeBuyerListView } from './list-view';

/** The buyers list's view in the URL. */
export const useBuyerListView = () => useUrlListView(readBuyerListView, writeBuyerListView);
