import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN, E2E_PORT, chromiumArgs, chromiumPath } from './fixtures/env';
import { mailCatcherServer, smtpUrl } from './fixtures/mail';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.join(here, '.e2e-data');

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // One worker: several specs compare dashboard figures with the database, which parallel tests would change.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: path.join(here, 'test-results'),
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: chromiumArgs } } }],
  webServer: [
    // A real SMTP server that keeps every mail the site sends (see fixtures/mail.ts).
    mailCatcherServer(),
    {
      // The production build, on a fresh embedded database, with known admin credentials.
      // A lead ten days old is put in first (fixtures/old-leads.mjs): the Overdue specs need one.
      command: `rm -rf "${dataDir}" && node fixtures/old-leads.mjs "${dataDir}" && node ../apps/server/dist/server.js`,
      url: `http://localhost:${E2E_PORT}/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SUBMIT_RATE_LIMIT: '100000',
        LOGIN_RATE_LIMIT: '100000',
        LOG_LEVEL: 'warn',
        SITE_URL: `http://localhost:${E2E_PORT}`,
        SMTP_URL: smtpUrl(),
        MAIL_POLL_INTERVAL_MS: '500',
      },
    },
  ],
});
