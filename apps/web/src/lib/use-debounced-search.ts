import { useEffect, useRef, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box as you type: the text is sent after a pause. `current` is the search the URL shows; when
 * it changes to something this box did not send (back button, a shared link) the box follows it, but the URL
 * catching up with a search sent earlier does not undo what was typed since.
 */
export function useDebouncedSearch(current: string, send: (search: string) => void): [string, (search: string) => void] {
  const [search, setSearch] = useState(current);
  const sent = useRef(current);
  useEffect(() => {
    if (current === sent.current) return;
    sent.current = current;
    setSearch(current);
  }, [current]);
  useEffect(() => {
    if (search === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = search;
      send(search);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, send]);
  return [search, setSearch];
}
