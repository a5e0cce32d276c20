import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const SOCKET_NAME = 'server.sock';
/** In DATA_DIR: where the socket is when DATA_DIR's own path is too long to hold it. */
const POINTER_NAME = 'server.sock.path';
const PRIVATE_DIR_PREFIX = 'rp-control-';
/** Unix socket paths are limited to about 104 bytes. */
const MAX_SOCKET_PATH_BYTES = 100;

/**
 * The embedded database belongs to the one server process that opened it (PGlite takes no lock: a
 * second opener would corrupt it). That server listens on a local socket in DATA_DIR, reachable only
 * by users who can already read the database files, so `npm run backup` can ask it for a backup and
 * `npm run restore` and a second server can tell that it is running. When DATA_DIR's path is too long
 * for a socket, the socket goes into a new private folder (0700, random name) in the OS temp folder,
 * and DATA_DIR/server.sock.path says where: no other user can create or replace it there.
 */
function socketInDataDir(dataDir: string): string | null {
  if (process.platform === 'win32') {
    const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
    return `\\\\.\\pipe\\rajkot-precision-${id}`;
  }
  const inDataDir = path.join(dataDir, SOCKET_NAME);
  return Buffer.byteLength(inDataDir) <= MAX_SOCKET_PATH_BYTES ? inDataDir : null;
}

/** Where the server of this DATA_DIR listens (or would), or null when it has written no pointer. */
export function findControlSocket(dataDir: string): string | null {
  const direct = socketInDataDir(dataDir);
  if (direct) return direct;
  try {
    return fs.readFileSync(path.join(dataDir, POINTER_NAME), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Whether a server answers on the socket (a leftover file from a killed server does not). */
export function isServerRunning(socketPath: string | null): Promise<boolean> {
  if (!socketPath) return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A private folder a killed server left in the temp folder: removed, if it is one of ours. */
function removeStalePrivateDir(socketPath: string | null) {
  if (!socketPath) return;
  const dir = path.dirname(socketPath);
  if (path.dirname(dir) !== os.tmpdir() || !path.basename(dir).startsWith(PRIVATE_DIR_PREFIX)) return;
  const stat = fs.lstatSync(dir, { throwIfNoEntry: false });
  if (stat?.isDirectory() && stat.uid === process.getuid?.()) fs.rmSync(dir, { recursive: true, force: true });
}

/** The path to listen on: in DATA_DIR, or in a new private folder whose path DATA_DIR records. */
async function claimSocketPath(dataDir: string): Promise<{ socketPath: string; privateDir?: string }> {
  const previous = findControlSocket(dataDir);
  if (process.platform !== 'win32' && previous && fs.existsSync(previous)) {
    if (await isServerRunning(previous)) throw new Error(`Another server is already running on this data directory (${previous}).`);
    fs.rmSync(previous, { force: true });
  }
  const direct = socketInDataDir(dataDir);
  if (direct) return { socketPath: direct };
  removeStalePrivateDir(previous);
  const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), PRIVATE_DIR_PREFIX));
  fs.chmodSync(privateDir, 0o700);
  const socketPath = path.join(privateDir, SOCKET_NAME);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    fs.rmSync(privateDir, { recursive: true, force: true });
    throw new Error(
      `Neither DATA_DIR nor the temp folder (${os.tmpdir()}) has a path short enough for the control socket: set TMPDIR to a short one.`,
    );
  }
  return { socketPath, privateDir };
}

export type ControlHandler = (body: Record<string, unknown>) => Promise<unknown>;

/**
 * Serves POST /<command> with a JSON body on the data directory's control socket; answers 200 with the
 * handler's JSON or 500 { message }. Only the server's own user can connect (0600, in a private folder).
 */
export async function listenControlSocket(
  dataDir: string,
  handlers: Record<string, ControlHandler>,
): Promise<{ path: string; close(): Promise<void> }> {
  const { socketPath, privateDir } = await claimSocketPath(dataDir);
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
  const pointer = path.join(dataDir, POINTER_NAME);
  if (privateDir) {
    fs.writeFileSync(`${pointer}.tmp`, `${socketPath}\n`, { mode: 0o600 });
    fs.renameSync(`${pointer}.tmp`, pointer);
  }
  return {
    path: socketPath,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!privateDir) return;
      if (findControlSocket(dataDir) === socketPath) fs.rmSync(pointer, { force: true });
      fs.rmSync(privateDir, { recursive: true, force: true });
    },
  };
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
