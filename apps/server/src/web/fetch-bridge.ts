import type { FastifyReply, FastifyRequest } from 'fastify';

/** Turns a Fastify request into the Fetch Request React Router expects. */
export function toFetchRequest(request: FastifyRequest, controller: AbortController, body?: string): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, String(value));
  }
  return new Request(new URL(request.url, origin), { method: request.method, headers, body, signal: controller.signal });
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
