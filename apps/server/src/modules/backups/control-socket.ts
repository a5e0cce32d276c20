import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The embedded database belongs to the one server process that opened it (PGlite takes no lock: a
 * second opener would corrupt it). That server listens on a local socket in DATA_DIR, reachable only
 * by users who can already read the database files, so `npm run backup` can ask it for a backup and
 * `npm run restore` and a second server can tell that it is running.
 */
export function controlSocketPath(dataDir: string): string {
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\rajkot-precision-${id}`;
  const inDataDir = path.join(dataDir, 'server.sock');
  // Unix socket paths are limited to about 104 bytes.
  return Buffer.byteLength(inDataDir) <= 100 ? inDataDir : path.join(os.tmpdir(), `rajkot-precision-${id}.sock`);
}

/** Whether a server answers on the socket (a leftover file from a killed server does not). */
export function isServerRunning(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export type ControlHandler = (body: Record<string, unknown>) => Promise<unknown>;

/** Serves POST /<command> with a JSON body on the socket; answers 200 with the handler's JSON or 500 { message }. */
export async function listenControlSocket(socketPath: string, handlers: Record<string, ControlHandler>): Promise<{ close(): Promise<void> }> {
  if (process.platform !== 'win32' && fs.existsSync(socketPath)) {
    if (await isServerRunning(socketPath)) throw new Error(`Another server is already running on this data directory (${socketPath}).`);
    fs.rmSync(socketPath, { force: true });
  }
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += String(chunk)));
    req.on('end', () => {
      const handler = req.method === 'POST' ? handlers[(req.url ?? '').replace(/^\//, '')] : undefined;
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (!handler) return send(404, { message: `Unknown command ${req.method} ${req.url}.` });
      Promise.resolve()
        .then(() => handler(text ? (JSON.parse(text) as Record<string, unknown>) : {}))
        .then((result) => send(200, result))
        .catch((err: unknown) => send(500, { message: err instanceof Error ? err.message : String(err) }));
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));
  if (process.platform !== 'win32') fs.chmodSync(socketPath, 0o600);
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Sends a command to the running server and returns its JSON answer; throws its message on failure. */
export function sendControlCommand<T>(socketPath: string, command: string, body: Record<string, unknown>): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, path: `/${command}`, method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += String(chunk)));
      res.on('end', () => {
        const answer = JSON.parse(text || '{}') as T & { message?: string };
        if (res.statusCode === 200) resolve(answer);
        else reject(new Error(answer.message ?? `The server answered ${res.statusCode}.`));
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
