import { timingSafeEqual } from 'node:crypto';
import { generateToken, sha256Hex } from '../../lib/tokens.js';

/** The secret of a buyer's status link: 256 random bits; only its SHA-256 is stored. */
export function newStatusKey(): { key: string; hash: string } {
  const key = generateToken();
  return { key, hash: sha256Hex(key) };
}

export function statusKeyMatches(key: string, storedHash: string | null): boolean {
  if (!storedHash || !key || key.length > 200) return false;
  const given = Buffer.from(sha256Hex(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
