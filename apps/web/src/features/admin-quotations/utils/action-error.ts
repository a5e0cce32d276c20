import { toast } from '~/components/ui/toast';
import { isSessionError } from '~/lib/session';

/** The editor's toasts show at the top: at the bottom right they would cover its sticky Save button. */
const AT_TOP = { position: 'top-center' } as const;

export const notifySuccess = (message: string) => toast.success(message, AT_TOP);
export const notifyError = (message: string) => toast.error(message, AT_TOP);

/** A failed move: the server's own words (a 409 says why the move is refused), or `fallback`; nothing for a 401. */
export function showActionError(error: unknown, fallback: string) {
  if (isSessionError(error)) return;
  notifyError(error instanceof Error && error.message ? error.message : fallback);
}
