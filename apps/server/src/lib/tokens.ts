import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer token: 256 random bits. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(input: string | Uint8Array): string {
  return createHash('sha256').update(input).digest('hex');
}
