import { toast, type ToastPosition } from '~/components/ui/toast';
import { isSessionError } from '~/lib/session';
import { confirmWithToast } from '~/components/ui/confirm-toast';

export interface ConfirmDeleteTexts<T> {
  prompt: (item: T) => string;
  loading: string;
  success: (item: T) => string;
  failure: string;
}

/**
 * Delete with confirmation (spec sections 4 and 8): a toast asks 'Yes, Delete' or Cancel, then a loading
 * toast turns into success or failure. A lost session shows no failure: the admin is sent to log in.
 */
export function useConfirmDelete<T>({
  remove,
  texts,
  position,
}: {
  remove: (item: T) => Promise<unknown>;
  texts: ConfirmDeleteTexts<T>;
  position?: ToastPosition;
}): (item: T) => void {
  return (item: T) => {
    confirmWithToast({
      title: texts.prompt(item),
      body: 'This action cannot be undone.',
      confirmLabel: 'Yes, Delete',
      position,
      onConfirm: async () => {
        const toastId = toast.loading(texts.loading);
        try {
          await remove(item);
          toast.success(texts.success(item), { id: toastId });
        } catch (cause) {
          if (isSessionError(cause)) toast.dismiss(toastId);
          else toast.error(texts.failure, { id: toastId });
        }
      },
    });
  };
}
