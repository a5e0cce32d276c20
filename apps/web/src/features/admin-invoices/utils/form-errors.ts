import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '~/lib/api-client';
import { isSessionError } from '~/lib/session';
import { showActionError } from './action-error';

/**
 * A refused call of an invoice form: the server's field messages under their fields (the form's names are the
 * API's); anything else, or a refusal naming no field of the form, in a toast. Nothing for a 401.
 */
export function placeServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[], fallback: string) {
  if (isSessionError(error)) return;
  const errors = error instanceof ApiError ? (error.errors ?? {}) : {};
  const named = fields.filter((field) => errors[field]);
  for (const field of named) setError(field, { message: errors[field] });
  if (!named.length) showActionError(error, fallback);
}
