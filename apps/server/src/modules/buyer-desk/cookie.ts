import { BUYER_ACCOUNT } from '@rp/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The buyer session's cookie, read and written by hand (ADR 095): one cookie of base64url characters needs no
 * parser dependency. HttpOnly and SameSite=Lax always; Secure when the request came over HTTPS (request.protocol
 * follows X-Forwarded-Proto only from a trusted proxy, TRUST_PROXY).
 */
const NAME = BUYER_ACCOUNT.cookieName;
const MAX_AGE_SECONDS = BUYER_ACCOUNT.sessionDays * 24 * 3600;
/** generateToken(): 32 bytes as base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** The token of the buyer cookie, or null when there is none (or it is not one we could have set). */
export function buyerCookieToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header || header.length > 8192) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== NAME) continue;
    const value = part.slice(eq + 1).trim();
    if (TOKEN_PATTERN.test(value)) return value;
  }
  return null;
}

const attributes = (request: FastifyRequest) => `Path=/; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`;

export function setBuyerCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  void reply.header('set-cookie', `${NAME}=${token}; Max-Age=${MAX_AGE_SECONDS}; ${attributes(request)}`);
}

export function clearBuyerCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.header('set-cookie', `${NAME}=; Max-Age=0; ${attributes(request)}`);
}
