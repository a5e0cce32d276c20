import net from 'node:net';
import type { IsolateLimits } from './isolate.js';
import { outcomeOf, type ParseOutcome, type ParseRequest } from './parse-task.js';

/** A thumbnail is a 320 px PNG and a measure a few numbers: an answer far larger than this is not one. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

/** One request to the parser unit: a JSON line naming the task, then the file's bytes up to the end. */
export function parserRequest(request: ParseRequest, bytes: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(`${JSON.stringify(request)}\n`), bytes]);
}

function parseAnswer(raw: Buffer): ParseOutcome {
  try {
    return outcomeOf(JSON.parse(raw.toString('utf8')) as Parameters<typeof outcomeOf>[0]);
  } catch {
    return { error: raw.length ? 'the parser answered something that is not JSON' : 'the parser closed without an answer' };
  }
}

/**
 * Renders a thumbnail in the parser unit (deploy/rp-site-parse.socket, ADR 092): a process systemd starts
 * for this one connection, as another user, without this process's settings. The time limit is kept here
 * too; the unit's own MemoryMax= and RuntimeMaxSec= bound the process.
 */
export async function renderThroughSocket(
  socketPath: string,
  mimeType: string,
  bytes: Uint8Array,
  limits: IsolateLimits,
): Promise<{ png: Buffer } | { error: string }> {
  const outcome = await parseThroughSocket(socketPath, { task: 'thumbnail', mimeType }, bytes, limits);
  return 'measure' in outcome ? { error: 'the parser measured instead of drawing' } : outcome;
}

/** One parse request (a thumbnail, a model's measure) answered by the parser unit. */
export function parseThroughSocket(socketPath: string, request: ParseRequest, bytes: Uint8Array, limits: IsolateLimits): Promise<ParseOutcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const socket = net.connect(socketPath);
    const finish = (result: ParseOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ error: `timed out after ${limits.timeoutMs} ms` }), limits.timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_ANSWER_BYTES) finish({ error: 'the parser answered more than a thumbnail' });
      else chunks.push(chunk);
    });
    socket.on('end', () => finish(parseAnswer(Buffer.concat(chunks))));
    socket.on('close', () => finish(parseAnswer(Buffer.concat(chunks))));
    socket.on('error', (err: NodeJS.ErrnoException) => finish({ error: `parser unit at ${socketPath}: ${err.code ?? err.message}` }));
    socket.end(parserRequest(request, bytes));
  });
}
