import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Two server processes on one database need PostgreSQL: that file runs in the PostgreSQL pass only.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['test/processes/shared-database.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database; two at a time fits a 2-core machine.
    maxWorkers: 2,
    // Files share a worker's loaded modules (no module-level state is test-specific: each file builds
    // its own app and database). Loading Fastify, Drizzle, zod and the rest once per worker instead of
    // once per file takes about 40 % off the suite.
    isolate: false,
  },
});
