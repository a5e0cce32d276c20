import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { outcomeOf, type ParseOutcome, type ParseRequest } from './parse-task.js';

export interface IsolateLimits {
  /** Wall time before the child is killed. */
  timeoutMs: number;
  /** V8 heap of the child (--max-old-space-size). */
  heapMb: number;
  /** Resident memory of the child, checked every 100 ms (Linux /proc): buffers outside the heap count too. */
  rssMb: number;
}

export const DEFAULT_LIMITS: IsolateLimits = { timeoutMs: 20_000, heapMb: 256, rssMb: 640 };

const PAGE_BYTES = 4096;

/** The child's resident set in MB, or 0 where /proc is not there. */
function residentMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return (pages * PAGE_BYTES) / (1024 * 1024);
  } catch {
    return 0;
  }
}

/**
 * The only variables the renderer gets. It parses files strangers upload, so if one ever took it over it
 * must find no secret in its environment: no DATABASE_URL, SMTP_URL, ADMIN_PASSWORD, BACKUP_ENCRYPTION_KEY.
 */
export const CHILD_ENV_KEYS = ['PATH', 'NODE_ENV', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR'] as const;

export function childEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(CHILD_ENV_KEYS.flatMap((key) => (env[key] === undefined ? [] : [[key, env[key]]])));
}

/** The child beside this module: compiled JavaScript, or TypeScript (run with tsx) in development. */
export const DEFAULT_CHILD_ENTRY = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './child.ts' : './child.js', import.meta.url));

/**
 * Runs one parse request (a thumbnail, a model's measure) in a child process with a heap cap, a memory watch and a
 * time limit, so a hostile file can only kill that child: the answer is then an error, never a crash of the server.
 */
export function parseIsolated(
  request: ParseRequest,
  bytes: Uint8Array,
  limits: IsolateLimits = DEFAULT_LIMITS,
  childEntry: string = DEFAULT_CHILD_ENTRY,
): Promise<ParseOutcome> {
  return new Promise((resolve) => {
    const loader = childEntry.endsWith('.ts') ? ['--import', 'tsx'] : [];
    const child = fork(childEntry, [], {
      execArgv: [...loader, `--max-old-space-size=${limits.heapMb}`],
      env: childEnvironment(),
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      serialization: 'advanced',
    });
    let settled = false;
    const finish = (result: ParseOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      if (child.exitCode === null) child.kill('SIGKILL');
      resolve(result);
    };
    const timer = setTimeout(() => finish({ error: `timed out after ${limits.timeoutMs} ms` }), limits.timeoutMs);
    const watch = setInterval(() => {
      if (residentMb(child.pid) > limits.rssMb) finish({ error: `used over ${limits.rssMb} MB of memory` });
    }, 100);
    child.on('message', (m: { ok?: boolean; png?: unknown; measure?: unknown; error?: unknown }) => finish(outcomeOf(m)));
    child.on('error', (err) => finish({ error: err.message }));
    child.on('exit', (code, signal) => finish({ error: `parser exited (${signal ?? code})` }));
    // The older message shape too, for a child built before the task field.
    const mimeType = request.task === 'measure' ? '' : request.mimeType;
    child.send({ request, mimeType, data: Buffer.from(bytes).toString('base64') });
  });
}

/** A thumbnail made in a child process (see parseIsolated). */
export async function renderIsolated(
  mimeType: string,
  bytes: Uint8Array,
  limits: IsolateLimits = DEFAULT_LIMITS,
  childEntry: string = DEFAULT_CHILD_ENTRY,
): Promise<{ png: Buffer } | { error: string }> {
  const outcome = await parseIsolated({ task: 'thumbnail', mimeType }, bytes, limits, childEntry);
  return 'measure' in outcome ? { error: 'the parser measured instead of drawing' } : outcome;
}
