import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';

/** Puts the server's field messages on the form's fields (the form's names are the API's), else toasts its message. */
export function showServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  const errors = error instanceof ApiError ? (error.errors ?? {}) : {};
  let placed = false;
  for (const field of fields) {
    const message = errors[field];
    if (message) {
      setError(field, { message });
      placed = true;
    }
  }
  if (!placed) toast.error(error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');
}
