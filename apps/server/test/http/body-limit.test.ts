// @database-agnostic: HTTP body limits on a real socket, not the database (the PGlite pass only)
import { describe, expect, it } from 'vitest';
import { setupListeningApp } from '../helpers.js';
import { connectRaw, until } from './raw-client.js';

const server = await setupListeningApp({ submitRateLimit: 10_000 });
const TOO_LARGE = '{"success":false,"message":"The request is too large. Files may be at most 5MB."}';
const CLIENTS = 40;

interface Outcome {
  status: string;
  body: string;
  writeError: string | null;
}

/**
 * Sends a whole oversized body the way a browser does (no Expect: 100-continue, writing until done)
 * and then reads the answer, as every client must be able to.
 */
async function sendOversized(path: string, bytes: number, chunked: boolean): Promise<Outcome> {
  const connection = await connectRaw(server.port);
  const framing = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${bytes}`;
  await connection.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`);
  const slice = Buffer.alloc(64 * 1024, 'a');
  for (let sent = 0; sent < bytes && !connection.socket.destroyed; sent += slice.length) {
    const piece = slice.subarray(0, Math.min(slice.length, bytes - sent));
    await connection.write(chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece);
  }
  if (chunked) await connection.write('0\r\n\r\n');
  await until(() => connection.received().endsWith('}'), connection.socket, 20_000).catch(() => undefined);
  connection.socket.destroy();
  const [head = '', body = ''] = connection.received().split('\r\n\r\n');
  return { status: head.split('\r\n')[0] ?? '', body, writeError: connection.writeError() };
}

const CLOSING_TRIES = 64;
const CLOSING_PARALLEL = 16;

/**
 * A client that asks the server to close after the answer (`Connection: close`), sends its whole
 * oversized body, then reads until the server closes: it must finish sending and have the 413 by then.
 * Before the fix the server closed as soon as it had answered, and every such client met EPIPE while
 * still sending; one that reads only after sending (as many HTTP clients do) got a reset, not the 413.
 */
async function sendOversizedAndClose(path: string, bytes: number, version: '1.1' | '1.0' = '1.1'): Promise<Outcome> {
  const connection = await connectRaw(server.port);
  // HTTP/1.0 without keep-alive closes after the answer too, without saying so.
  const closing = version === '1.1' ? 'Connection: close\r\n' : '';
  await connection.write(
    `POST ${path} HTTP/${version}\r\nHost: 127.0.0.1\r\n${closing}Content-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`,
  );
  const slice = Buffer.alloc(64 * 1024, 'a');
  for (let sent = 0; sent < bytes && !connection.socket.destroyed; sent += slice.length) {
    await connection.write(slice.subarray(0, Math.min(slice.length, bytes - sent)));
  }
  await connection.closed(20_000);
  const [head = '', body = ''] = connection.received().split('\r\n\r\n');
  return { status: head.split('\r\n')[0] ?? '', body, writeError: connection.writeError() };
}

function tally(outcomes: Outcome[]) {
  const counts: Record<string, number> = {};
  for (const o of outcomes) {
    const key = `${o.status} ${o.body === TOO_LARGE ? 'with message' : 'without message'}${o.writeError ? ` after ${o.writeError}` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('an upload over the body limit, many clients at once', () => {
  it.each([
    // Quotes take five 5 MB drawings (36 MB as base64 with the form); inquiries 1 MB.
    ['quote with drawings (36 MB limit), Content-Length', '/api/v1/quote/save', 37 * 1024 * 1024, false],
    ['quote with drawings (36 MB limit), chunked', '/api/v1/quote/save', 37 * 1024 * 1024, true],
    ['inquiry (1 MB limit), Content-Length', '/api/v1/inquery/save', 12 * 1024 * 1024, false],
  ])(
    '%s: every client finishes sending and reads the 413 with its message',
    async (_label, path, bytes, chunked) => {
      const outcomes = await Promise.all(Array.from({ length: CLIENTS }, () => sendOversized(path, bytes, chunked)));
      expect(tally(outcomes)).toEqual({ 'HTTP/1.1 413 Payload Too Large with message': CLIENTS });
      // 40 clients send 1.5 GB through loopback: a machine busy with other test files needs more than the default 30 s.
    },
    90_000,
  );

  it('answers every client that sends Connection: close with the 413 before closing (64 uploads, 16 at a time)', async () => {
    const outcomes: Outcome[] = [];
    for (let wave = 0; wave < CLOSING_TRIES / CLOSING_PARALLEL; wave++) {
      outcomes.push(
        ...(await Promise.all(Array.from({ length: CLOSING_PARALLEL }, () => sendOversizedAndClose('/api/v1/inquery/save', 8 * 1024 * 1024)))),
      );
    }
    expect(tally(outcomes)).toEqual({ 'HTTP/1.1 413 Payload Too Large with message': CLOSING_TRIES });
  });

  it('answers HTTP/1.0 clients (which close after the answer) the same way', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: CLOSING_PARALLEL }, () => sendOversizedAndClose('/api/v1/inquery/save', 8 * 1024 * 1024, '1.0')),
    );
    expect(tally(outcomes)).toEqual({ 'HTTP/1.1 413 Payload Too Large with message': CLOSING_PARALLEL });
  });

  it('still serves the next request on a connection whose oversized body it discarded', async () => {
    const connection = await connectRaw(server.port);
    const bytes = 2 * 1024 * 1024;
    await connection.write(
      `POST /api/v1/inquery/save HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`,
    );
    await connection.write(Buffer.alloc(bytes, 'a'));
    await connection.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await until(() => connection.received().includes('"database":"ok"'), connection.socket, 10_000);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 413 [\s\S]*HTTP\/1\.1 200 /);
    expect(connection.writeError()).toBeNull();
    connection.socket.destroy();
  });
});
