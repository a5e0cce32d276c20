import hotToast from 'react-hot-toast';
import { demandToastHost } from '~/lib/toast-host-demand';

export type { ToastPosition } from 'react-hot-toast';

type HotToast = typeof hotToast;

function mountingHost<Args extends unknown[], Result>(show: (...args: Args) => Result) {
  return (...args: Args): Result => {
    demandToastHost();
    return show(...args);
  };
}

/**
 * react-hot-toast's `toast`, the one way the app raises a toast: each call first makes sure the toaster
 * is mounted, so no page pays for the toaster's code until it shows something (ADR 049).
 */
export const toast: HotToast = Object.assign(mountingHost(hotToast), hotToast, {
  success: mountingHost(hotToast.success),
  error: mountingHost(hotToast.error),
  loading: mountingHost(hotToast.loading),
  custom: mountingHost(hotToast.custom),
  promise: ((...args: Parameters<HotToast['promise']>) => {
    demandToastHost();
    return hotToast.promise(...args);
  }) as HotToast['promise'],
});
