import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Who the stand-in runs the parser as: `nobody` when the tests run as root (as CI does), else the same user. */
export const parserUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : null;

/**
 * A stand-in for deploy/rp-site-parse.socket with Accept=yes: for each connection, one process of `entry`
 * with the connection as stdin and stdout, no environment but PATH, under another user when it can
 * (systemd's DynamicUser=). `started` lists each process's id and the user it ran as.
 */
export async function startParserUnit(entry: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-parser-unit-'));
  fs.chmodSync(dir, 0o755);
  const socketPath = path.join(dir, 'parse.sock');
  const started: { pid: number; uid: number }[] = [];
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const server = net.createServer({ pauseOnConnect: true }, (connection) => {
    const child = spawn(process.execPath, [...loader, '--max-old-space-size=256', entry], {
      stdio: [connection, connection, 'inherit'],
      env: { PATH: process.env.PATH },
      cwd: '/',
      ...(parserUser ?? {}),
    });
    // The process has its own copy of the connection; this one must not read from it.
    connection.destroy();
    const uid = /^Uid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
    started.push({ pid: child.pid!, uid: Number(uid) });
  });
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  return {
    socketPath,
    started,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
