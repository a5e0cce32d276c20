import { toast } from '~/components/ui/toast';
import { isSessionError } from '~/lib/session';

export const notifySuccess = (message: string) => toast.success(message);

/** A failed call: the server's own words, or `fallback`; nothing for a 401 (the session tells that). */
export function showActionError(error: unknown, fallback: string) {
  if (isSessionError(error)) return;
  toast.error(error instanceof Error && error.message ? error.message : fallback);
}
