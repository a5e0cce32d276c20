/** After the traffic: every acknowledged quote is in the database once, and every mail went out exactly once. */
import { check } from './report.mjs';

/** Each reference a buyer was given is stored, and no quote of the run is stored without one. */
export async function checkStored(ctx, acknowledged) {
  const stored = await ctx.sql`select reference from records where reference = any(${acknowledged})`;
  const ofRun = await ctx.sql`select count(*)::int as n from records where kind = 'quote' and email like ${`buyer-${ctx.run}-%`}`;
  check(
    'every acknowledged quote is stored, once',
    stored.length === acknowledged.length && new Set(acknowledged).size === acknowledged.length && ofRun[0].n === acknowledged.length,
    `${acknowledged.length} acknowledged, ${stored.length} found by reference, ${ofRun[0].n} quotes of this run in the database`,
  );
}

const key = (to, subject) => `${to.toLowerCase()}\n${subject}`;

/** Waits until the outbox has nothing left to send, then matches what it sent with what the SMTP server got. */
export async function checkMails(ctx, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let rows;
  for (;;) {
    rows = await ctx.sql`select "to", subject, status from outbox`;
    const waiting = rows.filter((row) => row.status === 'queued').length;
    if (waiting === 0) break;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250)); // polling the outbox, not waiting for a fixed time
  }
  const expected = new Map();
  for (const row of rows.filter((r) => r.status === 'sent'))
    expected.set(key(row.to, row.subject), (expected.get(key(row.to, row.subject)) ?? 0) + 1);
  const got = new Map();
  for (const mail of ctx.smtp.received) got.set(key(mail.to, mail.subject), (got.get(key(mail.to, mail.subject)) ?? 0) + 1);
  const twice = [...got].filter(([k, n]) => n > (expected.get(k) ?? 0));
  const missing = [...expected].filter(([k, n]) => (got.get(k) ?? 0) < n);
  const byStatus = rows.reduce((acc, row) => ({ ...acc, [row.status]: (acc[row.status] ?? 0) + 1 }), {});
  check(
    'the outbox sent every mail; the SMTP server received each exactly once',
    !byStatus.queued && !byStatus.failed && twice.length === 0 && missing.length === 0 && ctx.smtp.received.length === (byStatus.sent ?? 0),
    `outbox ${Object.entries(byStatus)
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')}; SMTP received ${ctx.smtp.received.length}${
      twice.length
        ? `; more than once: ${twice
            .slice(0, 3)
            .map(([k]) => k.replace('\n', ' / '))
            .join('; ')}`
        : ''
    }${missing.length ? `; missing ${missing.length}` : ''}`,
  );
  return { outbox: byStatus, received: ctx.smtp.received.length };
}
