import { toast } from '~/components/ui/toast';
import { isSessionError } from '~/lib/session';

export const notifySuccess = (message: string) => toast.success(message);

/** A failed call: the server's own words (a 409 says why the move is refused), or `fallback`; nothing for a 401. */
export function showActionError(error: unknown, fallback: string) {
  if (isSessionError(error)) return;
  toast.error(error instanceof Error && error.message ? error.message : fallback);
}
