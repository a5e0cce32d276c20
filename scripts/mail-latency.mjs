#!/usr/bin/env node
/**
 * Measures how fast a lead's two mails arrive: starts the built server (npm run build first) and a local
 * SMTP server, sends quotes with a drawing, and times submit -> answer and submit -> both mails received.
 *
 *   node scripts/mail-latency.mjs [--count 20] [--outage] [--database-url postgres://...]
 *
 * --outage also sends one quote while the SMTP server is down, brings it back, and reports when the
 * mails arrived and how many tries they took (the first retry comes about a minute later).
 * Uses the production defaults (MAIL_POLL_INTERVAL_MS 5000): a create wakes its own process's sender.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flag, option } from './lib/cli.mjs';
import { BENCH_ADMIN as admin, freePort, serverEnv, waitUntilHealthy } from './lib/local-server.mjs';
import { benchPdf, benchQuote } from './lib/bench-quote.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { startMailCatcher } = await import(path.join(root, 'apps/server/dist/dev/mail-catcher.js'));

const count = Number(option('count', '20'));
const outage = flag('outage');
const databaseUrl = option('database-url', '');

const smtpPort = await freePort();
let catcher = await startMailCatcher({ port: smtpPort });
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-mail-latency-'));
const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  env: serverEnv({ port, dataDir, databaseUrl, admin, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SUBMIT_RATE_LIMIT: '100000', LOG_LEVEL: 'warn' }),
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}/api/v1`;
await waitUntilHealthy(`http://127.0.0.1:${port}`, child, 600);

const pdf = benchPdf(200_000);
const quote = (i) => benchQuote(i, { message: 'Latency measurement', fileName: 'bench.pdf', pdf });
const post = (body) => fetch(`${base}/quote/save`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const arrived = (ref) => catcher.waitFor((m) => (m.parsed.subject ?? '').includes(ref), 2, 180_000);

const answerMs = [];
const bothMailsMs = [];
for (let i = 0; i < count; i++) {
  const start = performance.now();
  const res = await post(quote(i));
  answerMs.push(performance.now() - start);
  const ref = (await res.json()).data.Reference;
  await arrived(ref);
  bothMailsMs.push(performance.now() - start);
}

const stats = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return `median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms`;
};
console.log(`${count} quotes with a ${Math.round(pdf.length / 1024)} KB drawing, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}:`);
console.log(`  submit -> 201 answer:         ${stats(answerMs)}`);
console.log(`  submit -> both mails arrived: ${stats(bothMailsMs)}`);

const login = await (
  await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: admin.email, Password: admin.password }),
  })
).json();
const outbox = async () => (await (await fetch(`${base}/outbox/list`, { headers: { authorization: `Bearer ${login.Token}` } })).json()).data;

if (outage) {
  await catcher.close();
  const start = performance.now();
  const res = await post(quote('outage'));
  const answered = performance.now() - start;
  const ref = (await res.json()).data.Reference;
  // Wait until the first try has failed, then bring the SMTP server back.
  for (;;) {
    const mine = (await outbox()).messages.filter((m) => m.reference === ref);
    if (mine.length === 2 && mine.every((m) => m.lastError)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  catcher = await startMailCatcher({ port: smtpPort });
  await arrived(ref);
  const mine = (await outbox()).messages.filter((m) => m.reference === ref);
  console.log(
    `SMTP down at submit: 201 in ${answered.toFixed(0)} ms; both mails arrived ${((performance.now() - start) / 1000).toFixed(1)} s later,`,
  );
  console.log(`  tries per message: ${mine.map((m) => m.attempts).join(', ')} (last error before: "${mine[0].lastError ?? 'none'}")`);
}

const all = (await outbox()).messages;
const retries = all.reduce((sum, m) => sum + Math.max(0, m.attempts - 1), 0);
console.log(`Outbox: ${all.length} messages, ${all.filter((m) => m.status === 'sent').length} sent, retries seen: ${retries}`);

child.kill('SIGTERM');
await new Promise((resolve) => child.on('exit', resolve));
await catcher.close();
fs.rmSync(dataDir, { recursive: true, force: true });
