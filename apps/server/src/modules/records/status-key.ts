import { generateToken, sha256Hex } from '../../lib/tokens.js';

/**
 * The secret of a buyer's status link: 256 random bits; only its SHA-256 is stored, and a link is checked by
 * comparing hashes in the database (quotations/buyer-access.ts, one statement whatever the reference).
 */
export function newStatusKey(): { key: string; hash: string } {
  const key = generateToken();
  return { key, hash: sha256Hex(key) };
}
