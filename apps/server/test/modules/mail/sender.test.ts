import { buildInquiry, buildQuote } from '@rp/contract/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../src/app.js';
import { outbox } from '../../../src/db/schema.js';
import { retryDelayMs, RETRY_POLICY, shouldGiveUp } from '../../../src/modules/mail/retry-policy.js';
import { freshDatabase, testConfig } from '../../helpers.js';
import { mailConfig, startMailCatcher, subjectOf } from '../../support/mail.js';

describe('retry policy', () => {
  it('waits about 1 minute, doubling, capped at 1 hour, and gives up after 3 days', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    const queued = new Date('2026-01-01T00:00:00Z');
    const at = (hours: number) => new Date(queued.getTime() + hours * 3_600_000);
    expect(shouldGiveUp(queued, at(70), RETRY_POLICY.maxDelayMs)).toBe(false);
    expect(shouldGiveUp(queued, at(71.5), RETRY_POLICY.maxDelayMs)).toBe(true);
  });
});

const fresh = await freshDatabase();
const apps = new Set<App>();
afterAll(async () => {
  for (const app of apps) await app.close();
  await fresh.database.close();
  await fresh.drop();
});

/** An app (with its own sender) on this file's shared database. */
async function start(smtpUrl: string) {
  const app = await buildApp({ config: testConfig({ mail: mailConfig({ smtpUrl }) }), database: fresh.database, closeDatabase: false, seed: false });
  await app.ready();
  apps.add(app);
  return app;
}

describe('the sender', () => {
  it('lets a send in flight finish when the app closes (SIGTERM path), then stops', async () => {
    const catcher = await startMailCatcher({ holdMessages: true });
    try {
      const app = await start(catcher.url);
      const created = (await app.inject({ method: 'POST', url: '/api/v1/inquery/save', payload: buildInquiry() })).json().data;
      await catcher.waitForData();
      let closed = false;
      apps.delete(app);
      const closing = app.close().then(() => (closed = true));
      // The close waits on the held message; once the SMTP server answers, it completes.
      await expect.poll(() => catcher.dataStarted).toBeGreaterThanOrEqual(1);
      expect(closed).toBe(false);
      catcher.releaseHeld();
      await closing;
      const rows = await fresh.database.db.select().from(outbox).where(eq(outbox.recordId, created._id));
      const sent = rows.filter((row) => row.status === 'sent');
      expect(sent.length).toBeGreaterThanOrEqual(1);
      expect(catcher.mails.length).toBe(sent.length);
      expect(sent.every((row) => row.claimToken === null)).toBe(true);
    } finally {
      await catcher.close();
    }
  });

  it('two senders on one database send each message exactly once', async () => {
    const catcher = await startMailCatcher();
    try {
      const [a, b] = [await start(catcher.url), await start(catcher.url)];
      const refs: string[] = [];
      for (let i = 0; i < 15; i++) {
        const app = i % 2 ? a : b;
        refs.push((await app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: buildQuote() })).json().data.Reference);
      }
      await catcher.waitFor((m) => refs.some((ref) => subjectOf(m).includes(ref)), 30);
      const subjects = catcher.mails.map(subjectOf).filter((s) => refs.some((ref) => s.includes(ref)));
      expect(subjects).toHaveLength(30);
      expect(new Set(subjects).size).toBe(30);
      await expect
        .poll(async () => {
          const rows = await fresh.database.db.select().from(outbox).where(eq(outbox.status, 'sent'));
          return rows.filter((row) => refs.some((ref) => row.subject.includes(ref))).map((row) => row.attempts);
        })
        .toEqual(Array(30).fill(1));
    } finally {
      await catcher.close();
    }
  });
});
