import { lazy, Suspense } from 'react';
import { useToastHostDemanded } from './toast-host-demand';

const ToastHost = lazy(() => import('~/components/ui/toast-host').then((m) => ({ default: m.ToastHost })));

/**
 * The toaster, loaded and mounted when the first toast is raised (ADR 049): nothing on a page can raise
 * one before a click or a failed load, so neither its code (react-hot-toast) nor its first render runs
 * while the page loads. The toast waits in react-hot-toast's store until the toaster shows it.
 */
export function OnDemandToastHost() {
  return useToastHostDemanded() ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
