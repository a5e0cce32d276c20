import { afterEach, describe, expect, it, vi } from 'vitest';
import { idempotencyHeader, newIdempotencyKey } from '../../src/lib/idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('newIdempotencyKey', () => {
  it('makes a fresh UUID each time, sent as the Idempotency-Key header', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(idempotencyHeader('abc')).toEqual({ 'Idempotency-Key': 'abc' });
  });

  it('falls back to getRandomValues where randomUUID is missing (plain-HTTP origins)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes) });
    const key = newIdempotencyKey();
    expect(key).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
