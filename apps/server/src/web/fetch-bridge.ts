import type { FastifyReply, FastifyRequest } from 'fastify';

/** Turns a Fastify request into the Fetch Request React Router expects (`dropHeaders`: names left out). */
export function toFetchRequest(
  request: FastifyRequest,
  controller: AbortController,
  body?: string | Uint8Array,
  { dropHeaders = [] }: { dropHeaders?: string[] } = {},
): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (dropHeaders.includes(key)) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, String(value));
  }
  // A Buffer is a Uint8Array over an ArrayBufferLike, which the DOM typings' BodyInit does not name; undici takes it.
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    body: body as BodyInit | undefined,
    signal: controller.signal,
  });
}

export async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  // Fastify (and @fastify/compress) stream a web ReadableStream as it is.
  return reply.send(response.body ?? undefined);
}
