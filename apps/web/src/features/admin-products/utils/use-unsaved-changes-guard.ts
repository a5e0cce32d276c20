import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

interface Place {
  pathname: string;
  search: string;
}

/**
 * Leaving with unsaved changes asks first: in-app navigation (the returned blocker) and closing the tab
 * (beforeunload). `allowLeaving` is called once a save succeeded, so the way back to the list is not stopped.
 */
export function useUnsavedChangesGuard(isDirty: boolean) {
  const leaving = useRef(false);
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: Place; nextLocation: Place }) => {
      if (!isDirty || leaving.current) return false;
      if (currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search) return false;
      // An expired session already kept a draft: let it go to the login page.
      if (nextLocation.search.includes('reason=expired')) return false;
      return true;
    },
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);
  return { blocker, allowLeaving };
}
