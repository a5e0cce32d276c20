import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '~/lib/when-idle';

const ToastHost = lazy(() => import('./toast-host').then((m) => ({ default: m.ToastHost })));

/**
 * The toaster, loaded when the browser is first idle after hydration: no toast can appear before
 * anything is clicked, so its code (react-hot-toast) stays out of the first screen's JavaScript.
 * A toast raised before it mounts waits in react-hot-toast's store and shows once it does.
 */
export function IdleToastHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
