#!/usr/bin/env node
/**
 * npm run test:deploy: the recipe in deploy/ run for real on this machine. A new database on PostgreSQL
 * (TEST_DATABASE_URL's server, else scripts/start-postgres.sh), the first Owner made with the recipe's
 * command, two server processes of the production build started at once with the unit's and the
 * environment file's settings on ports 4400 and 4401, an SMTP server on 127.0.0.1, and Caddy (Debian's
 * package) with deploy/Caddyfile on http://127.0.0.1:4480. Through Caddy it shows that the two behave as
 * one site (sessions, submission limit, page cache, mails) and that a SIGTERM and a rolling restart
 * (deploy/rolling-restart.sh) lose no request and no quote. Prints the figures; exits 1 on any failure.
 * Uses the build on disk (`npm run build` first; it builds only when there is none).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startCaddy, validateForProduction } from './test-deploy/caddy.mjs';
import { checkCaddyRules, checkProductChange, checkSignIn, checkSubmitLimit } from './test-deploy/checks.mjs';
import { throwawayDatabase } from './test-deploy/database.mjs';
import { closeAgents } from './test-deploy/http.mjs';
import { rollingPhase, sigtermPhase } from './test-deploy/restarts.mjs';
import { fileEnvironment, root, unitFile } from './test-deploy/recipe.mjs';
import { check, failures, phaseFigures } from './test-deploy/report.mjs';
import { SiteProcess } from './test-deploy/site-process.mjs';
import { startSmtp } from './test-deploy/smtp.mjs';
import { checkMails, checkStored } from './test-deploy/verify.mjs';

const SITE_PORTS = [4400, 4401];
const CADDY_PORT = 4480;
const began = performance.now();

function buildIfMissing() {
  const outputs = ['apps/server/dist/server.js', 'apps/web/build/server/index.js', 'apps/web/build/client/assets'];
  if (outputs.every((file) => fs.existsSync(path.join(root, file)))) return;
  console.log('No build on disk: npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => resolve(socket.destroy() ?? true));
    socket.once('error', () => resolve(false));
  });
}

/** The unit files as systemd reads them, when systemd-analyze is on this machine. */
function verifyUnits(tmpDir) {
  if (spawnSync('systemd-analyze', ['--version']).status !== 0)
    return console.log('(systemd-analyze is not installed: the unit files were not checked)');
  const dir = path.join(tmpDir, 'units');
  fs.mkdirSync(dir);
  for (const name of ['rp-site-backup.service', 'rp-site-backup.timer']) fs.copyFileSync(path.join(root, 'deploy', name), path.join(dir, name));
  fs.copyFileSync(unitFile, path.join(dir, 'rp-site@.service'));
  fs.symlinkSync('rp-site@.service', path.join(dir, 'rp-site@4400.service'));
  const result = spawnSync(
    'systemd-analyze',
    ['verify', ...['rp-site@4400.service', 'rp-site-backup.service', 'rp-site-backup.timer'].map((n) => path.join(dir, n))],
    {
      encoding: 'utf8',
    },
  );
  const complaints = `${result.stdout}${result.stderr}`.trim();
  check('systemd-analyze verify: the unit files', result.status === 0 && !complaints, complaints.split('\n').slice(0, 3).join(' | '));
}

/** The recipe's step: the first Owner, with the command deploy/rp-site-cli runs (npm run admin:reset-password). */
function createOwner(machineEnv, owner) {
  const env = fileEnvironment(machineEnv);
  const result = spawnSync('npm', ['run', '--silent', 'admin:reset-password', '--', owner.email, owner.password], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`npm run admin:reset-password failed:\n${result.stderr}`);
}

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-deploy-'));
const logDir = path.join(tmpDir, 'logs');
fs.mkdirSync(logDir);
const cleanup = [];
let figures = [];
try {
  buildIfMissing();
  for (const port of [...SITE_PORTS, CADDY_PORT]) if (await portInUse(port)) throw new Error(`port ${port} is in use: stop what listens there`);
  check('deploy/Caddyfile is valid for https://www.example.in', true, validateForProduction(tmpDir));
  verifyUnits(tmpDir);

  const database = await throwawayDatabase();
  cleanup.push(() => database.drop());
  const smtp = await startSmtp();
  cleanup.push(() => smtp.close());
  const caddyOrigin = `http://127.0.0.1:${CADDY_PORT}`;
  const machineEnv = {
    DATABASE_URL: database.url,
    SITE_URL: caddyOrigin,
    DATA_DIR: path.join(tmpDir, 'data'),
    BACKUP_DIR: path.join(tmpDir, 'backups'),
    SMTP_URL: smtp.url,
    BACKUP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    HOME: tmpDir,
  };
  const owner = { email: 'owner@example.in', password: `Deploy-${randomBytes(9).toString('base64url')}-Owner` };
  createOwner(machineEnv, owner);

  // systemctl enable --now rp-site@4400 rp-site@4401: both at once.
  const sites = SITE_PORTS.map((port) => new SiteProcess(port, machineEnv, logDir));
  cleanup.push(() => Promise.all(sites.map((site) => site.stop())));
  const startedAt = performance.now();
  sites.forEach((site) => site.start());
  await Promise.all(sites.map((site) => site.waitHealthy()));
  check('both processes started at once on the new database', true, `healthy after ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  const caddy = await startCaddy(tmpDir, caddyOrigin, logDir);
  cleanup.push(() => caddy.stop());

  const drawing = `data:image/png;base64,${(
    await sharp({ create: { width: 320, height: 200, channels: 3, background: '#6b7f99' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;
  const assetsDir = path.join(root, 'apps/web/build/client/assets');
  const assets = fs.readdirSync(assetsDir).filter((name) => /\.(js|css)$/.test(name));
  const ctx = {
    caddy: caddyOrigin,
    caddyPort: CADDY_PORT,
    sites,
    owner,
    run: Date.now().toString(36),
    sql: database.sql,
    smtp,
    tmpDir,
    assets,
    assetsDir,
    drawing,
  };

  await checkCaddyRules(ctx);
  ctx.token = await checkSignIn(ctx);
  await checkSubmitLimit(ctx);
  await checkProductChange(ctx, ctx.token);
  const sigterm = await sigtermPhase(ctx);
  const rolling = await rollingPhase(ctx);
  await checkStored(ctx, [...sigterm.stats.acknowledged, ...rolling.stats.acknowledged]);
  const mail = await checkMails(ctx);

  figures = [
    ...phaseFigures(
      `SIGTERM to one process (exited ${(sigterm.drainMs / 1000).toFixed(1)} s later, ${sigterm.servedAfterSigterm} request(s) served after the signal)`,
      sigterm.stats,
    ),
    ...phaseFigures(`rolling restart (deploy/rolling-restart.sh took ${(rolling.scriptMs / 1000).toFixed(1)} s)`, rolling.stats),
    `mail: outbox ${Object.entries(mail.outbox)
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')}; SMTP received ${mail.received}`,
    `peak resident memory: ${sites.map((site) => `rp-site@${site.port} ${(site.peakKiB / 1024).toFixed(0)} MiB`).join(', ')}`,
  ];
} catch (err) {
  check('the deploy test ran to its end', false, err instanceof Error ? err.message : String(err));
} finally {
  closeAgents();
  for (const step of cleanup.reverse()) await step().catch((err) => console.error(`cleanup: ${err.message}`));
}

const seconds = ((performance.now() - began) / 1000).toFixed(1);
console.log(`\n=== deploy test figures (${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(1)}) ===`);
for (const line of figures) console.log(line);
const failed = failures();
if (failed.length) {
  console.log(`\n${failed.length} check(s) failed in ${seconds} s; logs kept in ${logDir}`);
  process.exitCode = 1;
} else {
  console.log(`\nall checks passed in ${seconds} s`);
  fs.rmSync(tmpDir, { recursive: true, force: true });
}
