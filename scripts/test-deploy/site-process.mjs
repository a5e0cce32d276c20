/**
 * The site's server processes as systemd runs them (recipe.mjs gives command and environment), one per
 * port. Each process's JSON log is read as it comes: its `incoming request` lines say which process
 * served what, from which client address, so the test knows where Caddy sent each request.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
import { serviceCommand } from './recipe.mjs';

/** Every request any process logged: { port, generation, url, ip, at }. */
export const served = [];
const waiters = new Set();

function noteRequest(entry) {
  served.push(entry);
  for (const waiter of waiters) waiter();
}

/** Resolves with the first logged request (from now on, or since `since`) that matches; rejects after timeoutMs. */
export function waitForServed(match, { since = served.length, timeoutMs = 30_000, what = 'a request' } = {}) {
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = served.slice(since).find(match);
      if (!found) return false;
      clearTimeout(timer);
      waiters.delete(check);
      resolve(found);
      return true;
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`no process logged ${what} within ${timeoutMs} ms`));
    }, timeoutMs);
    if (!check()) waiters.add(check);
  });
}

/** The first process a process started (the server under strace), once it has one. */
function firstChild(pid) {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)[0]) || null;
  } catch {
    return null;
  }
}

export class SiteProcess {
  /** `tracer` (syscalls.mjs): the first generation runs under it, its system calls held against the unit's filter. */
  constructor(port, machineEnv, logDir, { tracer } = {}) {
    this.port = port;
    this.machineEnv = machineEnv;
    this.logFile = `${logDir}/rp-site@${port}.log`;
    this.tracer = tracer;
    this.generation = 0;
    this.child = null;
    /** Highest resident memory (VmHWM) any generation reached, in KiB. */
    this.peakKiB = 0;
  }

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process (systemctl start); resolves once it is spawned, not once it is healthy. */
  start() {
    let { command, args, cwd, env } = serviceCommand(this.port, this.machineEnv);
    const generation = ++this.generation;
    this.traced = Boolean(this.tracer && generation === 1);
    if (this.traced) ({ command, args } = this.tracer.wrap(`rp-site@${this.port}`, command, args));
    this.serverPid = null;
    const log = fs.createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    child.stderr.pipe(log, { end: false });
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      log.write(`${line}\n`);
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        return;
      }
      if (entry.msg === 'incoming request' && entry.req)
        noteRequest({ port: this.port, generation, url: entry.req.url, ip: entry.req.ip, at: Date.now() });
    });
    const sampler = setInterval(() => this.samplePeak(this.pid()), 500);
    void this.exited.then(() => {
      clearInterval(sampler);
      log.end();
    });
  }

  /** The server's own process id: under strace, strace's child. */
  pid() {
    if (!this.traced) return this.child.pid;
    this.serverPid ??= firstChild(this.child.pid);
    return this.serverPid ?? this.child.pid;
  }

  samplePeak(pid) {
    try {
      const kib = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      this.peakKiB = Math.max(this.peakKiB, kib);
    } catch {
      // exited between two samples
    }
  }

  /** Polls /api/v1/health on the process itself until it answers 200; fails if the process exits first. */
  async waitHealthy(timeoutMs = 120_000) {
    const deadline = Date.now() + timeoutMs;
    let exit = null;
    void this.exited.then((result) => (exit = result));
    for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
      if (exit) throw new Error(`rp-site@${this.port} exited (${exit.code ?? exit.signal}) before it was healthy; see ${this.logFile}`);
      const ok = await fetch(`${this.origin}/api/v1/health`, { signal: AbortSignal.timeout(5000) }).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`rp-site@${this.port} was not healthy within ${timeoutMs} ms; see ${this.logFile}`);
      await Promise.race([new Promise((resolve) => setTimeout(resolve, delay)), this.exited]);
    }
  }

  /** systemctl stop: SIGTERM, then waits for the exit (SIGKILL after the unit's 30 s, as systemd would). */
  async stop() {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return { code: this.child?.exitCode ?? 0 };
    // To the server itself: strace, given a signal, would pass it on and leave without waiting for the drain.
    process.kill(this.pid(), 'SIGTERM');
    const killer = setTimeout(() => {
      for (const pid of new Set([this.pid(), this.child.pid])) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }, 30_000);
    const result = await this.exited;
    clearTimeout(killer);
    return result;
  }

  /** systemctl restart: stop, then start. */
  async restart() {
    const stopped = await this.stop();
    this.start();
    return stopped;
  }
}
