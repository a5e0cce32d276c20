import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import { actorOf, type ActivityActor } from '../activity/index.js';
import { afterFailedAttempt } from './failed-attempt.js';
import type { SessionOrigin } from './sessions.js';
import type { Attempt } from './sign-in-limit.js';

/** What the auth services need of the call they serve, so that they never touch Fastify's request themselves. */
export interface AuthCall {
  db: Db;
  passwords: PasswordHasher;
  log: FastifyBaseLogger;
  /** The activity log's actor: the signed-in admin, else `account`, else the address as typed. */
  actor: (account?: { id: string; email: string } | null, typedEmail?: string) => ActivityActor;
  /** Where a new session comes from, for the sessions list. */
  origin: SessionOrigin;
  /** After a counted failure: the account owner's throttled-sign-in mail, sent after the answer. */
  failed: (attempt: Attempt) => void;
}

export function authCall(app: FastifyInstance, request: FastifyRequest, passwords: PasswordHasher): AuthCall {
  return {
    db: app.db,
    passwords,
    log: request.log,
    actor: (account, typedEmail) => actorOf(request, account, typedEmail),
    origin: { userAgent: request.headers['user-agent'] ?? '', ip: request.ip },
    failed: (attempt) => afterFailedAttempt(app, request, attempt),
  };
}
