import { toast } from '~/components/ui/toast';
import { isSessionError } from '~/lib/session';

/** A failed move: the server's own words (a 409 says why the move is refused), or `fallback`; nothing for a 401. */
export function showActionError(error: unknown, fallback: string) {
  if (isSessionError(error)) return;
  toast.error(error instanceof Error && error.message ? error.message : fallback);
}
