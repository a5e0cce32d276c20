import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SearchParamsWriter } from './search-params-writer';

/**
 * A list's view, read from and written to the URL. Every write starts from the newest write (see
 * SearchParamsWriter), so a filter chip clicked while the search is still waiting out its debounce stays.
 * A search edit replaces the history entry; other changes push one, so Back undoes a filter.
 */
export function useUrlListView<View extends object>(
  read: (params: URLSearchParams) => View,
  write: (view: View, base: URLSearchParams) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const writer = useRef<SearchParamsWriter | null>(null);
  writer.current ??= new SearchParamsWriter(params);
  const setParamsRef = useRef(setParams);
  const codec = useRef({ read, write });
  useEffect(() => {
    setParamsRef.current = setParams;
    codec.current = { read, write };
    writer.current?.shown(params);
  }, [params, setParams, read, write]);

  const view = useMemo(() => read(params), [read, params]);
  const setView = useCallback((patch: Partial<View>) => {
    const own = writer.current!;
    const base = own.current();
    const next = codec.current.write({ ...codec.current.read(base), ...patch }, base);
    own.wrote(next);
    void setParamsRef.current(next, { replace: 'search' in patch });
  }, []);
  return { view, setView };
}
