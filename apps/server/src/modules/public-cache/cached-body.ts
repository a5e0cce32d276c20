import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A response body kept in memory with its brotli and gzip forms, compressed once when cached. */
export interface CachedBody {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export async function compressOnce(text: string): Promise<CachedBody> {
  const plain = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
    gzip(plain, { level: 9 }),
  ]);
  return { plain, br, gzip: gz };
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

/** Sends the form the client accepts best; the compression plugin leaves an encoded body alone. */
export function sendCachedBody(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? encodings.negotiate(String(accepted)) : null;
  void reply.header('vary', 'accept-encoding');
  if (encoding === 'br' || encoding === 'gzip') {
    return reply.header('content-encoding', encoding).send(body[encoding]);
  }
  return reply.send(body.plain);
}
