import type { FastifyReply, FastifyRequest } from 'fastify';

/** Past this much, an oversized body is not worth reading: the connection is closed instead. */
export const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

/**
 * After a 413, reads and throws away the rest of the body on a connection kept open, so a client that
 * is still sending (browsers do not wait for 100-continue) finishes and then reads the 413. Closing at
 * once, as Fastify does, resets the connection under the unread data and the client may never see the
 * answer. The request and idle timeouts still bound how long this can take.
 */
export function discardRestOfBody(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  const declared = Number(request.headers['content-length']);
  if (raw.complete || raw.destroyed || (Number.isFinite(declared) && declared > DISCARD_MAX_BYTES)) return;
  reply.removeHeader('connection');
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_MAX_BYTES) raw.socket?.destroy();
  });
  raw.resume();
}
