import type { FastifyReply, FastifyRequest } from 'fastify';

/** Past this much, an oversized body is not worth reading: the connection is closed instead. */
export const DISCARD_MAX_BYTES = 64 * 1024 * 1024;
/** How long a connection that closes after the answer is read before the 413 goes out all the same. */
export const DISCARD_MAX_MS = 30_000;

/** Whether the connection ends after this answer: the client asked (Connection: close) or speaks HTTP/1.0 without keep-alive. */
function closesAfterAnswer(request: FastifyRequest): boolean {
  const tokens = String(request.headers.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((token) => token.trim());
  if (tokens.includes('close')) return true;
  return request.raw.httpVersion === '1.0' && !tokens.includes('keep-alive');
}

/**
 * After a 413, reads and throws away the rest of the body, so a client that is still sending (browsers
 * do not wait for 100-continue) finishes and then reads the 413. Closing at once, as Fastify does,
 * resets the connection under the unread data and the client may never see the answer.
 *
 * On a kept-open connection the answer goes out at once and the rest is read behind it. On one that
 * closes after the answer (Connection: close), Node closes the socket as soon as the answer is written,
 * and data still arriving then makes the kernel send a reset that can discard the answer before the
 * client reads it: there the returned promise settles only when the body has been read to its end (or
 * after DISCARD_MAX_BYTES or DISCARD_MAX_MS), and the caller answers then, so the close finds nothing
 * unread. The request and idle timeouts still bound how long this can take.
 */
export function discardRestOfBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw;
  const declared = Number(request.headers['content-length']);
  if (raw.complete || raw.destroyed || (Number.isFinite(declared) && declared > DISCARD_MAX_BYTES)) return Promise.resolve();
  const closing = closesAfterAnswer(request);
  if (!closing) reply.removeHeader('connection');
  let discarded = 0;
  let drained: Promise<void> = Promise.resolve();
  let stopWaiting = () => {};
  if (closing) {
    drained = new Promise<void>((done) => {
      const timer = setTimeout(() => stopWaiting(), DISCARD_MAX_MS);
      stopWaiting = () => {
        clearTimeout(timer);
        raw.off('end', stopWaiting).off('close', stopWaiting).off('error', stopWaiting);
        done();
      };
      raw.on('end', stopWaiting).on('close', stopWaiting).on('error', stopWaiting);
    });
  }
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded <= DISCARD_MAX_BYTES) return;
    if (closing) stopWaiting();
    else raw.socket?.destroy();
  });
  raw.resume();
  return drained;
}
