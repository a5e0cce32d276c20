import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Two server processes on one database need PostgreSQL: that file runs in the PostgreSQL pass only.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['test/processes/shared-database.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database; two at a time fits a 2-core machine.
    maxWorkers: 2,
  },
});
