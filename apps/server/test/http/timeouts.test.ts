// @database-agnostic: HTTP timeouts on a real socket, not the database (the PGlite pass only)
import { randomBytes } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { buildQuote } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { setupListeningApp } from '../helpers.js';
import { connectRaw, until, type RawConnection } from './raw-client.js';

// Short limits so the test is quick; the defaults (20 s, 30 s, 300 s, 72 s) are set in config.ts.
const timeouts = { headersMs: 600, idleMs: 700, requestMs: 6000, keepAliveMs: 500 };
const SLACK_MS = 1500;
const server = await setupListeningApp({ timeouts, submitRateLimit: 1000 });

const head = (length: number) =>
  `POST /api/v1/quote/save HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

/** Sends `data` at about `bytesPerSecond`, in slices every `everyMs`: a slow link, not a wait. */
async function sendPaced(connection: RawConnection, data: Buffer, bytesPerSecond: number, everyMs: number) {
  const slice = Math.max(1, Math.round((bytesPerSecond * everyMs) / 1000));
  for (let offset = 0; offset < data.length && !connection.socket.destroyed; offset += slice) {
    await connection.write(data.subarray(offset, offset + slice));
    if (offset + slice < data.length) await pause(everyMs);
  }
}

/** A 5 MB drawing: a PDF header then random bytes, as the quote form would send it. */
function fiveMegabyteQuote(): Buffer {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(5 * 1024 * 1024 - 9)]);
  const body = buildQuote({ MediaFileName: 'housing.pdf', MediaFileBody: `data:application/pdf;base64,${pdf.toString('base64')}` });
  return Buffer.from(JSON.stringify(body));
}

describe('slow and stalled clients on a real socket', () => {
  it('drops a client that never finishes its headers within the header timeout', async () => {
    const connection = await connectRaw(server.port);
    await connection.write('POST /api/v1/quote/save HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const elapsed = await connection.closed(timeouts.headersMs + SLACK_MS);
    expect(elapsed).toBeGreaterThanOrEqual(timeouts.headersMs - 100);
  });

  it('drops an upload that sends no body at all within the idle timeout', async () => {
    const connection = await connectRaw(server.port);
    await connection.write(head(10_000));
    const elapsed = await connection.closed(timeouts.idleMs + SLACK_MS);
    expect(elapsed).toBeGreaterThanOrEqual(timeouts.idleMs - 100);
  });

  it('drops an upload that stalls half-way within the idle timeout', async () => {
    const body = fiveMegabyteQuote();
    const connection = await connectRaw(server.port);
    await connection.write(head(body.length));
    await connection.write(body.subarray(0, body.length / 2));
    const sentAt = Date.now();
    await connection.closed(timeouts.idleMs + SLACK_MS);
    expect(Date.now() - sentAt).toBeLessThan(timeouts.idleMs + SLACK_MS);
  });

  it('drops an upload that trickles forever within the request timeout, answering 408', async () => {
    const connection = await connectRaw(server.port);
    await connection.write(head(10_000));
    // One byte every 200 ms never trips the idle timeout; only the request deadline ends it.
    void sendPaced(connection, Buffer.alloc(10_000, 'a'), 5, 200);
    const elapsed = await connection.closed(timeouts.requestMs + SLACK_MS);
    expect(elapsed).toBeGreaterThanOrEqual(timeouts.requestMs - 100);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still takes a 5 MB drawing over a slow link that needs many idle periods', async () => {
    const body = fiveMegabyteQuote();
    const connection = await connectRaw(server.port);
    const started = Date.now();
    await connection.write(head(body.length));
    // About 3 s for ~7 MB: four times the idle timeout, with a pause before every slice.
    await sendPaced(connection, body, body.length / 3, 150);
    await until(() => /\r\n\r\n\{.*\}$/s.test(connection.received()), connection.socket, timeouts.requestMs);
    const took = Date.now() - started;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 201 /);
    expect(took).toBeGreaterThan(timeouts.idleMs * 3);
    const answer = JSON.parse(connection.received().split('\r\n\r\n')[1]!);
    expect(answer.data.Attachment.size).toBe(5 * 1024 * 1024);
    connection.socket.destroy();
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const connection = await connectRaw(server.port);
    await connection.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await until(() => connection.received().includes('"success":true'), connection.socket, 5000);
    const answeredAt = Date.now();
    await connection.closed(timeouts.keepAliveMs + SLACK_MS);
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(timeouts.keepAliveMs - 100);
  });
});
