import { lazy, Suspense, useEffect, useState } from 'react';

const ToastHost = lazy(() => import('./toast-host').then((m) => ({ default: m.ToastHost })));

/**
 * The toaster, loaded when the browser is first idle after hydration: no toast can appear before
 * anything is clicked, so its code (react-hot-toast) stays out of the first screen's JavaScript.
 * A toast raised before it mounts waits in react-hot-toast's store and shows once it does.
 */
export function IdleToastHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 1);
    return () => window.clearTimeout(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
