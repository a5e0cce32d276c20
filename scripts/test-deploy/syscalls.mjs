/**
 * A unit's SystemCallFilter= held against the processes it starts, without systemd: the allow list is the
 * unit's own value expanded by `systemd-analyze syscall-filter` (the groups of the systemd this machine has,
 * Debian 12's on a server), and the process runs under `strace -f --seccomp-bpf` tracing every call *outside*
 * that list, so it stops only on such a call and otherwise runs at full speed, its child processes too.
 * Any line strace writes is a call systemd would refuse. Needs strace and systemd-analyze; without either,
 * says so and checks nothing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { unitValues } from './recipe.mjs';
import { check } from './report.mjs';

/** systemd's named groups (`@system-service` ...) with their members, calls and groups. */
function syscallGroups() {
  const result = spawnSync('systemd-analyze', ['syscall-filter', '--no-pager'], { encoding: 'utf8' });
  if (result.status !== 0 && !result.stdout) return null;
  const groups = new Map();
  let current = null;
  for (const line of result.stdout.split('\n')) {
    if (/^@\S/.test(line)) {
      current = line.trim().split(/[\s#]/)[0];
      groups.set(current, []);
      continue;
    }
    const item = line.trim();
    if (current && item && !item.startsWith('#')) groups.get(current).push(item);
  }
  return groups;
}

/** The calls a SystemCallFilter= allow list lets through (`@group` and plain names, groups expanded). */
function allowedCalls(groups, value) {
  const allowed = new Set();
  const add = (item, seen) => {
    if (!item.startsWith('@')) return allowed.add(item);
    if (seen.has(item)) return;
    seen.add(item);
    if (!groups.has(item)) throw new Error(`SystemCallFilter names ${item}, which this systemd does not know`);
    for (const member of groups.get(item)) add(member, seen);
  };
  // An allow list always lets @default through (systemd adds it).
  for (const item of ['@default', ...value.split(/\s+/).filter(Boolean)]) add(item, new Set());
  return allowed;
}

function straceWorks() {
  const probe = spawnSync('strace', ['-f', '--seccomp-bpf', '-qq', '-e', 'trace=none', '-o', '/dev/null', 'true']);
  return probe.status === 0;
}

/**
 * The tracer of `unitName`'s filter, or null (with a line saying why) when this machine cannot trace.
 * wrap() turns a command into the same command under strace; verdict() checks what it recorded.
 */
export function syscallTracer(unitName, logDir) {
  const [value] = unitValues(unitName, 'SystemCallFilter');
  if (!value) {
    check(`${unitName} has a SystemCallFilter=`, false);
    return null;
  }
  if (spawnSync('strace', ['--version']).status !== 0 || !straceWorks()) {
    console.log(`(strace is not installed or cannot trace here: ${unitName}'s SystemCallFilter was not held against the processes)`);
    return null;
  }
  const groups = syscallGroups();
  if (!groups?.size) {
    console.log(`(systemd-analyze is not installed: ${unitName}'s SystemCallFilter was not held against the processes)`);
    return null;
  }
  const allowed = allowedCalls(groups, value);
  // `?name`: a call this architecture does not have (arm_fadvise64_64 on x86-64) is no error.
  const outside = `trace=!${[...allowed].map((name) => `?${name}`).join(',')}`;
  const runs = [];
  return {
    value,
    wrap(label, command, args) {
      const file = path.join(logDir, `syscalls-${label.replace(/[^\w@.-]+/g, '_')}-${runs.length}.txt`);
      runs.push({ label, file });
      return { command: 'strace', args: ['-f', '--seccomp-bpf', '-qq', '-e', 'signal=none', '-e', outside, '-o', file, command, ...args] };
    },
    /** One check per traced run: no call outside the list (what it was and how often, if any). */
    verdict() {
      for (const { label, file } of runs.splice(0)) {
        const calls = new Map();
        const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
        for (const line of (text ?? '').split('\n')) {
          const name = /^\d+\s+(?:<\.\.\. )?([a-z0-9_]+)[( ]/.exec(line)?.[1];
          if (name) calls.set(name, (calls.get(name) ?? 0) + 1);
        }
        const found = [...calls].map(([name, n]) => `${name} (${n}x)`).join(', ');
        check(
          `${label} made no system call outside ${unitName}'s SystemCallFilter=${value}`,
          text !== null && calls.size === 0,
          text === null ? `strace wrote no ${file}` : found ? `refused under systemd: ${found}; see ${file}` : 'strace saw none',
        );
      }
    },
  };
}
