import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { toast as toastForTypes } from '~/components/ui/toast';

type Toast = typeof toastForTypes;

/** A fresh copy of the wrapper and its demand flag, as on a newly loaded page. */
async function freshPage() {
  vi.resetModules();
  const { toast } = await import('~/components/ui/toast');
  const demand = await import('~/lib/toast-host-demand');
  const heard = vi.fn();
  demand.subscribeToToastHostDemand(heard);
  return { toast, demand, heard };
}

describe('toast (the toaster mounts on the first toast)', () => {
  beforeEach(() => vi.resetModules());

  it('does not ask for the toaster until a toast is raised', async () => {
    const { demand, heard } = await freshPage();
    expect(demand.isToastHostDemanded()).toBe(false);
    expect(heard).not.toHaveBeenCalled();
  });

  const kinds: Record<string, (t: Toast) => string> = {
    plain: (t: Toast) => t('Saved'),
    success: (t: Toast) => t.success('Saved'),
    error: (t: Toast) => t.error('Failed'),
    loading: (t: Toast) => t.loading('Sending'),
    custom: (t: Toast) => t.custom('Custom'),
    promise: (t: Toast) => {
      void t.promise(Promise.resolve(1), { loading: 'Sending', success: 'Sent', error: 'Failed' });
      return 'promise';
    },
  };

  for (const [kind, raise] of Object.entries(kinds)) {
    it(`asks for the toaster once on the first ${kind} toast and returns react-hot-toast's id`, async () => {
      const { toast, demand, heard } = await freshPage();
      const id = raise(toast);
      expect(typeof id).toBe('string');
      expect(demand.isToastHostDemanded()).toBe(true);
      raise(toast);
      expect(heard).toHaveBeenCalledTimes(1);
    });
  }

  it('keeps dismiss and remove from react-hot-toast', async () => {
    const { toast, demand } = await freshPage();
    expect(() => toast.dismiss()).not.toThrow();
    expect(() => toast.remove()).not.toThrow();
    expect(demand.isToastHostDemanded()).toBe(false);
  });
});
