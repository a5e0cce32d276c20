import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A test file says in its leading comment which database pass it belongs to (`// @database-agnostic: why`
 * or `// @postgresql-only: why`): a file that tests HTTP, configuration, the web build or pure functions,
 * or always uses the embedded database whatever TEST_DATABASE_URL says, gives the same answer in either
 * pass, so only the PGlite pass runs it (the PostgreSQL pass is for what a database can change).
 */
const PASS_MARKER = /^\/\/ @(database-agnostic|postgresql-only)\b/;

function filesMarked(marker: 'database-agnostic' | 'postgresql-only'): string[] {
  const root = path.dirname(fileURLToPath(import.meta.url));
  return fs
    .readdirSync(path.join(root, 'test'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.posix.join('test', file.split(path.sep).join('/')))
    .filter((file) => {
      const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
      const firstCode = lines.findIndex((line) => !line.startsWith('//'));
      return lines.slice(0, firstCode).some((line) => line.match(PASS_MARKER)?.[1] === marker);
    });
}

/**
 * The files that take the longest (the fuzz, real server processes), started first: without a results
 * cache (a fresh clone, as in CI) Vitest runs larger files first, and these are among the smallest, so
 * they ran last and one worker finished minutes after the other.
 */
const LONGEST_FIRST = ['test/fuzz/', 'test/cli/', 'test/processes/', 'test/server.test.ts'];
const rank = (spec: TestSpecification) => {
  const i = LONGEST_FIRST.findIndex((prefix) => spec.moduleId.includes(`/apps/server/${prefix}`));
  return i === -1 ? LONGEST_FIRST.length : i;
};

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    exclude: filesMarked(process.env.TEST_DATABASE_URL ? 'database-agnostic' : 'postgresql-only'),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database. One worker more than the cores: a worker also
    // waits (scrypt on libuv's threads, PostgreSQL, file I/O), and the spare one fills that time (ADR 046).
    maxWorkers: os.availableParallelism() + 1,
    // Files share a worker's loaded modules (no module-level state is test-specific: each file builds
    // its own app and database). Loading Fastify, Drizzle, zod and the rest once per worker instead of
    // once per file takes about 40 % off the suite.
    isolate: false,
    sequence: { sequencer: LongestFirstSequencer },
  },
});
