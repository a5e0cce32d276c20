/**
 * deploy/rp-site-parse.socket and rp-site-parse@.service without systemd (ADR 092): a stand-in listens on
 * the socket's ListenStream= (in the scratch tree, root:<site group> 0660 as SocketUser=/SocketGroup=/
 * SocketMode= say) and, as Accept=yes does, starts the service's ExecStart= for each connection with the
 * connection as stdin and stdout, only the unit's Environment= (no EnvironmentFile=), and as the parser's own
 * user (DynamicUser=, played by a throwaway user). It records who each process ran as, so the test shows
 * that the site's files were parsed by that user; the first few run under the unit's system-call filter.
 * Without root it runs them as the current user and says so.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { commandWords, root, unitValues } from './recipe.mjs';
import { isRoot } from './machine.mjs';

const SOCKET_UNIT = 'rp-site-parse.socket';
export const PARSER_UNIT = 'rp-site-parse@.service';
/** systemd's PATH for a service (it sets no other variable the unit does not name). */
const SYSTEMD_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

function unitEnvironment(name) {
  return Object.fromEntries(
    unitValues(name, 'Environment').flatMap((line) => line.split(/\s+/).map((pair) => [pair.split('=')[0], pair.split('=').slice(1).join('=')])),
  );
}

/**
 * The unit's command here: /usr/bin/node is this Node, /srv/rp-site/current this checkout's build (as for
 * the site processes: the release the test builds is a stand-in without the app), other /srv/ paths the tree's.
 */
function parserCommand(machine) {
  const [node, ...args] = commandWords(unitValues(PARSER_UNIT, 'ExecStart')[0] ?? '');
  if (path.basename(node ?? '') !== 'node') throw new Error(`${PARSER_UNIT} has no ExecStart=/usr/bin/node ... line`);
  const current = '/srv/rp-site/current/';
  const mapped = (arg) => (arg.startsWith(current) ? path.join(root, arg.slice(current.length)) : arg.startsWith('/srv/') ? machine.at(arg) : arg);
  return { command: process.execPath, args: args.map(mapped) };
}

/**
 * Starts the stand-in; `socketPath` is where the site processes connect (their PARSER_SOCKET, mapped into
 * the tree), `started` each parser process: { pid, uid, gid }. `tracer` (syscalls.mjs) wraps the first
 * `traced` processes.
 */
export async function startParserUnit(machine, logDir, { tracer = null, traced = 3 } = {}) {
  const [listen] = unitValues(SOCKET_UNIT, 'ListenStream');
  if (!listen?.startsWith('/') || unitValues(SOCKET_UNIT, 'Accept')[0] !== 'yes')
    throw new Error(`${SOCKET_UNIT} must listen on a path with Accept=yes (one process per file)`);
  const socketPath = machine.at(listen);
  fs.mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o755 });
  const parser = isRoot ? machine.users['rp-site-parse'] : null;
  const env = { PATH: SYSTEMD_PATH, ...unitEnvironment(PARSER_UNIT) };
  const { command, args } = parserCommand(machine);
  const log = fs.createWriteStream(path.join(logDir, 'rp-site-parse.log'), { flags: 'a' });
  const started = [];
  const server = net.createServer({ pauseOnConnect: true }, (connection) => {
    let run = { command, args };
    if (tracer && started.length < traced) {
      run = tracer.wrap(`rp-site-parse@${started.length}`, command, args);
      // strace writes its record as the parser's user.
      const record = run.args[run.args.indexOf('-o') + 1];
      fs.writeFileSync(record, '');
      if (parser) fs.chownSync(record, parser.uid, parser.gid);
    }
    const child = spawn(run.command, run.args, {
      cwd: '/',
      env,
      stdio: [connection, connection, 'pipe'],
      ...(parser ? { uid: parser.uid, gid: parser.gid } : {}),
    });
    connection.destroy();
    child.stderr.pipe(log, { end: false });
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    started.push({ pid: child.pid, uid: Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]), gid: Number(/^Gid:\s+(\d+)/m.exec(status)?.[1]) });
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));
  if (isRoot) {
    fs.chownSync(socketPath, 0, machine.users['rp-site'].gid);
    fs.chmodSync(socketPath, Number.parseInt(unitValues(SOCKET_UNIT, 'SocketMode')[0] ?? '0666', 8));
  }
  return {
    socketPath,
    started,
    parser,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        log.end();
      }),
  };
}

/** One file through the socket as a site process sends it; resolves with the parsed answer line. */
export function parseThroughSocket(socketPath, mimeType, bytes) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const socket = net.connect(socketPath);
    socket.setTimeout(30_000, () => socket.destroy(new Error('no answer within 30 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new Error(`not an answer: ${Buffer.concat(chunks).toString('utf8').slice(0, 200)}`));
      }
    });
    socket.on('error', reject);
    socket.end(Buffer.concat([Buffer.from(`${JSON.stringify({ mimeType })}\n`), bytes]));
  });
}
