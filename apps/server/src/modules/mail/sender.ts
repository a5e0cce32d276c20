import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { OutboxRow } from '../../db/schema.js';
import { claimDue, loadAttachments, markAttemptFailed, markSent, renewClaims } from './outbox.js';
import { retryDelayMs, shouldGiveUp } from './retry-policy.js';
import { describeSendError } from './smtp-errors.js';
import type { MailTransport } from './transport.js';
import { PollingWorker } from '../../lib/poll-loop.js';

export interface MailSenderOptions {
  from: string;
  pollIntervalMs: number;
  /** Messages claimed (and sent in parallel) at a time. */
  batchSize?: number;
  log: FastifyBaseLogger;
}

/**
 * The outbox sender of one server process. It claims due messages through the database (so any number
 * of processes can run one), sends them, and records the outcome. stop() waits for sends in flight.
 */
export class MailSender extends PollingWorker {
  private readonly token = randomUUID();
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly opts: MailSenderOptions,
  ) {
    super(opts.pollIntervalMs, opts.log);
    // A dead sender's claim lapses after three missed renewals.
    this.leaseMs = Math.max(3 * opts.pollIntervalMs, 2000);
  }

  /** Stops claiming, lets the sends in flight finish, then closes the SMTP pool. */
  override async stop(): Promise<void> {
    await super.stop();
    this.transport.close();
  }

  /** Claims a batch of due messages and sends them; true when there was one. */
  protected async round(): Promise<boolean> {
    const due = await this.claimed(
      () => claimDue(this.db, this.token, this.opts.batchSize ?? 5, this.leaseMs),
      'mail outbox: could not read due messages',
    );
    if (due.length === 0) return false;
    await this.sendBatch(due);
    return true;
  }

  private async sendBatch(rows: OutboxRow[]): Promise<void> {
    const ids = rows.map((row) => row.id);
    await this.renewing(
      () => renewClaims(this.db, this.token, ids, this.leaseMs),
      Math.floor(this.leaseMs / 3),
      'mail outbox: could not renew claims',
      () => Promise.all(rows.map((row) => this.sendOne(row))),
    );
  }

  private async sendOne(row: OutboxRow): Promise<void> {
    const started = Date.now();
    try {
      const { attachments, html } = await loadAttachments(this.db, row.attachments, row.html);
      await this.transport.send({
        from: this.opts.from,
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
        html,
        attachments,
      });
      await markSent(this.db, row.id, this.token);
      this.opts.log.info({ event: 'mail_sent', id: row.id, kind: row.kind, attempts: row.attempts, ms: Date.now() - started }, 'mail sent');
    } catch (err) {
      const delay = retryDelayMs(row.attempts);
      const giveUp = shouldGiveUp(row.queuedAt, new Date(), delay);
      const code = (err as { code?: string }).code;
      try {
        await markAttemptFailed(this.db, row.id, this.token, describeSendError(err), giveUp ? null : delay);
      } catch (markErr) {
        this.opts.log.error({ err: markErr, id: row.id }, 'mail outbox: could not record a failed send');
      }
      this.opts.log.warn(
        { event: giveUp ? 'mail_failed' : 'mail_retry', id: row.id, kind: row.kind, attempts: row.attempts, code, retryInMs: giveUp ? null : delay },
        giveUp ? 'mail failed for good after 3 days of retries' : 'mail send failed; will retry',
      );
    }
  }
}
