import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that test HTTP, configuration, the web build or pure functions, not the database, and files that
 * always use the embedded database whatever TEST_DATABASE_URL says: they give the same answer in either
 * pass, so only the PGlite pass runs them (the PostgreSQL pass is for what a database can change).
 */
const DATABASE_AGNOSTIC = [
  'test/http/timeouts.test.ts',
  'test/http/body-limit.test.ts',
  'test/lib/trust-proxy.test.ts',
  'test/lib/uploads.test.ts',
  'test/lib/passwords.test.ts',
  'test/plugins/csp.test.ts',
  'test/web/register-web.test.ts',
  'test/web/shipped-image-variants.test.ts',
  'test/config.test.ts',
  'test/engines.test.ts',
  'test/start-scripts.test.ts',
  'test/lib/malloc-arenas.test.ts',
  'test/modules/mail/templates.test.ts',
  'test/modules/doctor/address-checks.test.ts',
  'test/modules/doctor/smtp-check.test.ts',
  'test/modules/doctor/backup-check.test.ts',
  'test/modules/backups/encryption.test.ts',
  'test/modules/backups/control-socket.test.ts',
  'test/modules/thumbnails/child-environment.test.ts',
  'test/modules/quotation-pdf/**',
  'test/contract/**',
  'test/db/pglite-turns.test.ts',
  'test/db/pglite-parsers.test.ts',
  'test/db/pglite-memory.test.ts',
  // The process's lifecycle and the embedded database's lock: both start their processes on PGlite.
  'test/server.test.ts',
  'test/server-drain.test.ts',
  'test/cli/reset-admin-password.test.ts',
];

/**
 * The files that take the longest (the fuzz at 2,000 requests per call, real server processes), started
 * first: without a results cache (a fresh clone, as in CI) Vitest runs larger files first, and these are
 * among the smallest, so they ran last and one worker finished minutes after the other.
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
    // Two server processes on one database need PostgreSQL: that file runs in the PostgreSQL pass only.
    exclude: process.env.TEST_DATABASE_URL ? DATABASE_AGNOSTIC : ['test/processes/shared-database.test.ts'],
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
