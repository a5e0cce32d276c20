import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { admins } from '../../db/schema.js';
import { enqueue, renderSignInThrottledMail } from '../mail/index.js';
import { claimThrottleMail, MAX_BLOCK_MINUTES, type Attempt } from './sign-in-limit.js';

/**
 * After a failed sign-in or two-factor attempt has been counted: once per run of failures, the account's
 * owner is mailed that its sign-in is being slowed. This runs after the answer, so neither the answer nor
 * its timing differs between an account, one about to be mailed, and an address without an account; an
 * address without one takes the same step too (issue 45), so the next answer does not wait less behind it.
 */
export function afterFailedAttempt(app: FastifyInstance, request: FastifyRequest, attempt: Attempt) {
  const ip = request.ip;
  setImmediate(() => {
    void app.db
      .transaction(async (tx) => {
        if (!(await claimThrottleMail(tx, attempt))) return false;
        const [account] = await tx.select().from(admins).where(eq(admins.id, attempt.accountId!));
        if (!account) return false;
        const mail = renderSignInThrottledMail({
          name: account.name,
          failures: attempt.failures,
          ip,
          at: new Date().toISOString(),
          maxWaitMinutes: MAX_BLOCK_MINUTES,
          forgotPasswordUrl: `${app.mail.settings.siteUrl}/admin/forgot-password`,
        });
        await enqueue(tx, [{ kind: 'sign-in-throttled', to: account.email, ...mail, attachments: [] }]);
        return true;
      })
      .then((mailed) => {
        if (!mailed) return;
        app.mail.wake();
        request.log.info({ event: 'sign_in_throttled', adminId: attempt.accountId }, 'sign-in slowed; the account owner was mailed');
      })
      .catch((err: unknown) => request.log.error({ err }, 'could not queue the sign-in throttled mail'));
  });
}
