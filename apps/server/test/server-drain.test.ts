// @database-agnostic: the process's lifecycle, on an embedded database whatever TEST_DATABASE_URL says (the PGlite pass only)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildQuote } from '@rp/contract/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRaw, until } from './http/raw-client.js';
import { send, steadyLoad, type Answer, type RequestSpec } from './support/http-load.js';
import { spawnServer, type SpawnedServer } from './support/spawn-server.js';

const GRACE_MS = 2000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-drain-'));
let server: SpawnedServer | undefined;
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const quote = () => ({ method: 'POST', path: '/api/v1/quote/save', body: JSON.stringify(buildQuote()) }) satisfies RequestSpec;
/** What visitors and the back office ask for: the catalogue, a server-rendered page, a quote request. */
const traffic = (): RequestSpec[] => [{ method: 'GET', path: '/api/v1/product/list' }, { method: 'GET', path: '/products' }, quote()];
const failed = (answers: Answer[]) => answers.filter((a) => a.status < 200 || a.status >= 300);

/** Polls /health on its own connection every few ms from now on; `firstUnreadyAt()` is when it first said 503. */
function watchHealth(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const seen: Answer[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const answer = await send(port, agent, { method: 'GET', path: '/api/v1/health' });
      seen.push(answer);
      if (answer.status === 0) break; // no longer listening
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    agent.destroy();
  })();
  return {
    seen,
    firstUnreadyAt: () => seen.find((a) => a.status === 503)?.doneAt,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

// A real process (the transpiled server.ts on the embedded database): the drain is server.ts's and the
// sockets' business, the same on either database.
describe('SIGTERM drains the process (ADR 068)', { timeout: 120_000 }, () => {
  it('turns the health check 503 at once, answers every request on keep-alive connections for the grace period, then exits 0', async () => {
    server = await spawnServer({
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      SUBMIT_RATE_LIMIT: '100000',
      BACKUP_EVERY_HOURS: '0',
    });
    const { port, child } = server;
    const health = watchHealth(port);
    let sigtermAt = Infinity;
    const exited = server.exited.then((code) => ({ code, at: Date.now() }));

    // Six clients on keep-alive connections until shortly before the grace period ends. (Every answer in the
    // grace says Connection: close, so each request opens a connection; one opened in the grace's last moments
    // on a busy machine may not have its request read when the grace ends, and is closed as idle: ADR 068's
    // leftover race. A load balancer has long stopped sending by then: health said 503 at the grace's start.)
    const load = steadyLoad(port, 6, traffic(), () => Date.now() < sigtermAt + GRACE_MS - 800);
    // A keep-alive connection that carried one request and then sits idle: closed when the grace period ends.
    const idle = await connectRaw(port);
    await idle.write('GET /api/v1/product/list HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await until(() => idle.received().startsWith('HTTP/1.1 200'), idle.socket, 10_000);
    let idleClosedAt = 0;
    idle.socket.once('close', () => (idleClosedAt = Date.now()));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    sigtermAt = Date.now();
    child.kill('SIGTERM');

    // Requests still in flight when the grace period ends: their bodies finish arriving after it.
    // (Sent 1500 ms before its end, so that even a busy machine reads their headers first: at 800 ms, two of
    // three were still unread on a CI-loaded machine and were closed as idle.)
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS - 1500));
    const straddling = Array.from({ length: 3 }, () => send(port, new http.Agent({ keepAlive: true }), { ...quote(), splitBodyMs: 2200 }));

    const answers = await load;
    const inFlight = await Promise.all(straddling);
    await idle.closed(GRACE_MS + 10_000);
    const exit = await exited;
    await health.stop();

    const before = answers.filter((a) => a.sentAt < sigtermAt);
    const during = answers.filter((a) => a.sentAt >= sigtermAt);
    // Figures for the record: how much flowed and how fast the process turned unready.
    console.info(
      `drain: ${before.length} requests before SIGTERM, ${during.length} during the ${GRACE_MS} ms grace, ` +
        `${failed(answers).length + failed(inFlight).length} failed; unready after ${health.firstUnreadyAt()! - sigtermAt} ms; ` +
        `exit ${exit.code} after ${exit.at - sigtermAt} ms`,
    );

    expect(before.filter((a) => a.reused).length).toBeGreaterThan(0); // the load really was on kept-alive connections
    expect(during.length).toBeGreaterThan(20);
    expect(failed(answers)).toEqual([]);
    expect(idleClosedAt).toBeGreaterThanOrEqual(sigtermAt + GRACE_MS);
    expect(idleClosedAt).toBeLessThanOrEqual(exit.at);
    // Every answer to a request sent once the process was draining (its health said so) closes its connection,
    // so the next request opens a new one.
    const draining = answers.filter((a) => a.sentAt >= health.firstUnreadyAt()!);
    expect(draining.length).toBeGreaterThan(0);
    expect(draining.filter((a) => a.connection !== 'close')).toEqual([]);

    // Health: 200 before the signal, 503 within a few milliseconds after it, and never 200 again.
    expect(health.seen.filter((a) => a.doneAt < sigtermAt).every((a) => a.status === 200)).toBe(true);
    const unreadyAfterMs = health.firstUnreadyAt()! - sigtermAt;
    expect(unreadyAfterMs).toBeLessThan(GRACE_MS / 2); // 5-20 ms on an idle machine; far less than a health-check interval
    expect(health.seen.filter((a) => a.sentAt > sigtermAt + unreadyAfterMs && a.status === 200)).toEqual([]);

    // The requests in flight at the end of the grace period are answered (Connection: close), then the process exits 0.
    expect(inFlight.map((a) => [a.status, a.connection])).toEqual([
      [201, 'close'],
      [201, 'close'],
      [201, 'close'],
    ]);
    expect(inFlight.every((a) => a.doneAt > sigtermAt + GRACE_MS)).toBe(true);
    expect(exit.code).toBe(0);
    expect(exit.at - sigtermAt).toBeGreaterThanOrEqual(GRACE_MS);
  });
});
