import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './fixtures/env';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Each worker starts its own server on a fresh database (the `server` fixture in fixtures/index.ts),
 * so specs may run in parallel and still compare figures with "their" database.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // One more worker than cores: each spends part of its time waiting on its server, mail and timers, and
  // a third keeps two cores busy (ADR 047: 402 s with two workers, 364 s with three, on two cores).
  workers: Number(process.env.E2E_WORKERS) || os.availableParallelism() + 1,
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: path.join(here, 'test-results'),
  use: {
    // A trace's screencast and DOM snapshots cost about a third of the suite's CPU when taken for every
    // test: CI records a full trace only when it retries a failed test; a local run keeps the DOM
    // snapshots of a failure (no screencast). `--trace on` records everything.
    trace: process.env.CI ? 'on-first-retry' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: chromiumArgs } } }],
});
