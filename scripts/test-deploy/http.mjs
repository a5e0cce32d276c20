/**
 * HTTP through Caddy (or to one process) from a chosen loopback address: Linux routes all of 127.0.0.0/8
 * to the loopback device, so 127.0.0.2 and 127.0.0.3 are two clients as Caddy and the servers see them.
 */
import http from 'node:http';
import net from 'node:net';

const agents = new Map();
/** One keep-alive agent per client address, as a browser keeps its connections. */
function agentFor(localAddress) {
  if (!agents.has(localAddress)) agents.set(localAddress, new http.Agent({ keepAlive: true, maxSockets: 16, localAddress }));
  return agents.get(localAddress);
}

export function closeAgents() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/**
 * Sends one request; resolves with { status, headers, text, json, ms } or { error, ms } (a reset, a refused
 * connection, a timeout). Never rejects.
 */
export function request(origin, path, { method = 'GET', headers = {}, body, from = '127.0.0.1', timeoutMs = 30_000 } = {}) {
  const started = performance.now();
  const payload = body === undefined ? null : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  const allHeaders = { ...headers };
  if (payload) {
    allHeaders['content-type'] ??= 'application/json';
    allHeaders['content-length'] = payload.length;
  }
  return new Promise((resolve) => {
    const req = http.request(new URL(path, origin), { method, headers: allHeaders, agent: agentFor(from), timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', (err) => resolve({ error: err.code ?? err.message, ms: performance.now() - started }));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode, headers: res.headers, rawHeaders: res.rawHeaders, text, json, ms: performance.now() - started });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (err) => resolve({ error: err.code ?? err.message, ms: performance.now() - started }));
    req.end(payload ?? undefined);
  });
}

/** A JSON API call that must succeed: returns the parsed answer or throws with the status and message. */
export async function api(origin, path, { token, ...options } = {}) {
  const headers = { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const answer = await request(origin, `/api/v1${path}`, { ...options, headers });
  if (answer.error || answer.status >= 300) {
    throw new Error(
      `${options.method ?? 'GET'} ${path} answered ${answer.error ?? answer.status}: ${answer.json?.message ?? answer.text?.slice(0, 200)}`,
    );
  }
  return answer.json;
}

/**
 * Sends only a request's head declaring `contentLength` bytes (and a few of them) on a raw socket and
 * reads the answer's status line: a proxy that refuses by the declared size answers without the body.
 */
export function declaredSizeStatus(port, path, contentLength) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let received = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n{"Title":"`,
      );
    });
    socket.on('data', (chunk) => {
      received += chunk.toString();
      const end = received.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(received.slice(0, end))?.[1] ?? 0);
      if (end >= 0 && Buffer.byteLength(received.slice(end + 4)) >= length) socket.destroy();
    });
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
    socket.on('error', () => {});
  });
}
