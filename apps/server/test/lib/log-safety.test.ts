import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { safeErrorForLog } from '../../src/lib/log-safety.js';
import { captureLogs, freshDatabase, target, testConfig } from '../helpers.js';

const MARKER = 'Private-Value-9K2X';
const logs = captureLogs();
const { database, drop } = await freshDatabase();
const app = await buildApp({ config: testConfig(), database, seed: false, logger: logs.logger });
// Routes that fail the way a bug would: a database error quoting the request's values, and a plain crash.
app.post('/test/database-error', async (request) => {
  const { value } = request.body as { value: string };
  await app.db.execute(sql`select ${value}::uuid`);
  return { success: true };
});
app.post('/test/crash', async (request) => {
  const { value } = request.body as { value: string };
  JSON.parse(value);
  return { success: true };
});
await app.ready();
afterAll(async () => {
  await app.close();
  await drop();
});

describe(`error logging on ${target}`, () => {
  it('logs a failed query with its SQLSTATE and statement, but not its parameters or message', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/database-error', payload: { value: `${MARKER}-not-a-uuid` } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
    const log = logs.text();
    expect(log).toContain('request failed');
    expect(log).toContain('"sqlState":"22P02"');
    expect(log).toContain('select $1::uuid');
    expect(log).not.toContain(MARKER);
  });

  it('logs a JSON syntax error without the text it quotes', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/crash', payload: { value: `{${MARKER}` } });
    expect(res.statusCode).toBe(500);
    expect(logs.text()).toContain('"type":"SyntaxError"');
    expect(logs.text()).not.toContain(MARKER);
  });

  it('keeps only known fields of other errors', () => {
    const error = Object.assign(new TypeError('Invalid URL'), { code: 'ERR_INVALID_URL', input: MARKER });
    const safe = safeErrorForLog(error);
    expect(safe).toMatchObject({ type: 'TypeError', message: 'Invalid URL', code: 'ERR_INVALID_URL' });
    expect(JSON.stringify(safe)).not.toContain(MARKER);
  });

  it('logs an SMTP failure by its codes, without the addresses its message quotes', () => {
    const address = `${MARKER}@example.com`;
    const error = Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${address}>: unknown user`), {
      code: 'EENVELOPE',
      command: `RCPT TO:<${address}>`,
      response: `550 5.1.1 <${address}>: unknown user`,
      responseCode: 550,
      rejected: [address],
    });
    const safe = safeErrorForLog(error);
    expect(safe).toMatchObject({ code: 'EENVELOPE', smtpResponseCode: 550, smtpCommand: 'RCPT' });
    expect(JSON.stringify(safe)).not.toContain(MARKER);
  });
});
