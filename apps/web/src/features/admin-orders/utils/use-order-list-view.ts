import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readOrderListView, writeOrderListView, type OrderListView } from './list-view';
import { SearchParamsWriter } from './search-params-writer';

/**
 * The orders list's view, read from and written to the URL. Every write starts from the newest write (see
 * SearchParamsWriter), so a filter chip clicked while the search is still waiting out its debounce stays.
 * A search edit replaces the history entry; other changes push one, so Back undoes a filter.
 */
export function useOrderListView() {
  const [params, setParams] = useSearchParams();
  const writer = useRef<SearchParamsWriter | null>(null);
  writer.current ??= new SearchParamsWriter(params);
  const setParamsRef = useRef(setParams);
  useEffect(() => {
    setParamsRef.current = setParams;
    writer.current?.shown(params);
  }, [params, setParams]);

  const view = useMemo(() => readOrderListView(params), [params]);
  const setView = useCallback((patch: Partial<OrderListView>) => {
    const own = writer.current!;
    const base = own.current();
    const next = writeOrderListView({ ...readOrderListView(base), ...patch }, base);
    own.wrote(next);
    void setParamsRef.current(next, { replace: 'search' in patch });
  }, []);
  return { view, setView };
}
