// @database-agnostic: the npm start scripts, no database (the PGlite pass only)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
const SERVER = 'node apps/server/dist/server.js';

/** Runs the server's part of an npm script in sh, as npm does, with a node that prints its MALLOC_ARENA_MAX instead. */
function arenaMaxUnder(script: string, env: NodeJS.ProcessEnv) {
  const and = script.lastIndexOf('&&');
  const serverPart = (and < 0 ? script : script.slice(and + 2)).trim();
  expect(serverPart.endsWith(SERVER)).toBe(true);
  const probe = serverPart.replace(SERVER, `node -e "process.stdout.write(process.env.MALLOC_ARENA_MAX ?? 'unset')"`);
  return execFileSync('sh', ['-c', probe], { cwd: root, env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });
}

describe('npm start and start:prod (ADR 067)', () => {
  it.each(['start', 'start:prod'])('%s gives the server MALLOC_ARENA_MAX=2 unless the environment sets another', (name) => {
    expect(arenaMaxUnder(scripts[name]!, {})).toBe('2');
    expect(arenaMaxUnder(scripts[name]!, { MALLOC_ARENA_MAX: '4' })).toBe('4');
  });
});

describe('scripts/with-jemalloc.sh (docs/measurements/soak-memory.md)', () => {
  const preloadUnder = (env: NodeJS.ProcessEnv) =>
    execFileSync(
      'sh',
      ['scripts/with-jemalloc.sh', 'node', '-e', "process.stdout.write(`${process.env.LD_PRELOAD ?? ''}|${process.env.MALLOC_CONF ?? ''}`)"],
      {
        cwd: root,
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
      },
    );
  const installed = ['/usr/lib/x86_64-linux-gnu/libjemalloc.so.2', '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2', '/usr/lib64/libjemalloc.so.2'].find(
    (lib) => fs.existsSync(lib),
  );

  it('preloads jemalloc, purging in the background, where Debian has installed it, and nothing where not', () => {
    expect(preloadUnder({})).toBe(installed ? `${installed}|background_thread:true` : '|');
  });

  it('leaves glibc in place with RP_MALLOC=glibc, and keeps a MALLOC_CONF the environment sets', () => {
    expect(preloadUnder({ RP_MALLOC: 'glibc' })).toBe('|');
    expect(preloadUnder({ MALLOC_CONF: 'narenas:1' })).toBe(installed ? `${installed}|narenas:1` : '|narenas:1');
  });
});
