import { IDEMPOTENCY_HEADER } from '@rp/contract';

/**
 * A random UUID for the Idempotency-Key of one form: made when the form opens, sent with every try, so a
 * double click or a retry after a dropped connection makes one record. Falls back to getRandomValues where
 * randomUUID is missing (plain-HTTP origins other than localhost).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const idempotencyHeader = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });
