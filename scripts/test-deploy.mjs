#!/usr/bin/env node
/**
 * npm run test:deploy: the recipe in deploy/ run for real on this machine. A new database on PostgreSQL
 * (TEST_DATABASE_URL's server, else scripts/start-postgres.sh), the first Owner made with the recipe's
 * command, two server processes of the production build started at once with the unit's and the
 * environment file's settings on ports 4400 and 4401, an SMTP server on 127.0.0.1, and Caddy (Debian's
 * package) with deploy/Caddyfile on http://127.0.0.1:4480. Through Caddy it shows that the two behave as
 * one site (sessions, submission limit, page cache, mails) and that a SIGTERM and a rolling restart
 * (rp-site-release, as root) lose no request and no quote. Around them, the recipe's privilege boundaries
 * in a scratch tree with throwaway users (machine.mjs, release.mjs, backups.mjs: root's tools and the
 * environment file out of the site's user's reach, backups it cannot delete off-site), the unit files
 * (units.mjs) and their system-call filter held against the processes (syscalls.mjs), and the file parser
 * unit, played by a stand-in for its socket, parsing the site's uploads as its own user (parser-*.mjs, ADR 092). Prints the figures;
 * exits 1 on any failure. Uses the build on disk (`npm run build` first; it builds only when there is none).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { checkBackups, missingForBackups } from './test-deploy/backups.mjs';
import { startCaddy, validateForProduction } from './test-deploy/caddy.mjs';
import { checkCaddyRules, checkProductChange, checkSignIn, checkSubmitLimit } from './test-deploy/checks.mjs';
import { throwawayDatabase } from './test-deploy/database.mjs';
import { closeAgents } from './test-deploy/http.mjs';
import { isRoot, machineRoot, setUpMachine } from './test-deploy/machine.mjs';
import { fileEnvironment, recipeSetting, root } from './test-deploy/recipe.mjs';
import { prepareRelease } from './test-deploy/release.mjs';
import { check, failures, phaseFigures } from './test-deploy/report.mjs';
import { rollingPhase, sigtermPhase } from './test-deploy/restarts.mjs';
import { SiteProcess } from './test-deploy/site-process.mjs';
import { startSmtp } from './test-deploy/smtp.mjs';
import { syscallTracer } from './test-deploy/syscalls.mjs';
import { checkUnits } from './test-deploy/units.mjs';
import { checkDrawingsParsed, checkParserBoundary, checkParserRenders } from './test-deploy/parser-checks.mjs';
import { PARSER_UNIT, startParserUnit } from './test-deploy/parser-unit.mjs';
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

/**
 * The recipe's step 7: the first Owner, with root's installed rp-site-cli (as root: it reads the root-only
 * settings and runs the command as the site's user); without root, the command it runs.
 */
function createOwner(machine, machineEnv, owner) {
  const result = isRoot
    ? spawnSync(machine.tool('rp-site-cli'), ['admin:reset-password', owner.email, owner.password], { env: machine.scriptEnv, encoding: 'utf8' })
    : spawnSync('npm', ['run', '--silent', 'admin:reset-password', '--', owner.email, owner.password], {
        cwd: root,
        env: fileEnvironment(machineEnv),
        encoding: 'utf8',
      });
  if (result.status !== 0) throw new Error(`${isRoot ? 'rp-site-cli' : 'npm run'} admin:reset-password failed:\n${result.stderr}${result.stdout}`);
  if (isRoot) check("rp-site-cli made the first Owner as the site's user with the root-only settings", true);
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
  checkUnits(tmpDir);

  const database = await throwawayDatabase();
  cleanup.push(() => database.drop());
  const smtp = await startSmtp();
  cleanup.push(() => smtp.close());
  const caddyOrigin = `http://127.0.0.1:${CADDY_PORT}`;
  const machineEnv = {
    DATABASE_URL: database.url,
    SITE_URL: caddyOrigin,
    DATA_DIR: path.join(machineRoot(tmpDir), 'var/lib/rp-site'),
    BACKUP_DIR: path.join(machineRoot(tmpDir), 'var/backups/rp-site'),
    SMTP_URL: smtp.url,
    BACKUP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    HOME: tmpDir,
    // The web unit's PARSER_SOCKET, in the scratch tree where the parser unit's stand-in listens.
    PARSER_SOCKET: path.join(machineRoot(tmpDir), recipeSetting('PARSER_SOCKET')),
  };
  const machine = setUpMachine(tmpDir, machineEnv);
  cleanup.push(async () => machine.cleanup());
  const owner = { email: 'owner@example.in', password: `Deploy-${randomBytes(9).toString('base64url')}-Owner` };
  createOwner(machine, machineEnv, owner);
  const missing = missingForBackups();
  if (isRoot && missing.length === 0) {
    const tracer = syscallTracer('rp-site-backup.service', logDir);
    checkBackups(machine, { tracer });
    tracer?.verdict();
  } else if (!isRoot) console.log('(not root: the backup and its off-site copy were not run as their users)');
  else console.log(`(${missing.join(', ')} not installed (apt-get install rsync): the backup and its off-site copy were not run)`);

  // systemctl enable --now rp-site-parse.socket: the site's uploads are parsed there, as another user.
  const parserTracer = syscallTracer(PARSER_UNIT, logDir);
  const parser = await startParserUnit(machine, logDir, { tracer: parserTracer });
  cleanup.push(() => parser.stop());
  await checkParserRenders(parser);
  parserTracer?.verdict();
  await checkParserBoundary(machine, parser);
  const parsedBefore = parser.started.length;

  // systemctl enable --now rp-site@4400 rp-site@4401: both at once; the second under strace (its first run).
  const tracer = syscallTracer('rp-site@.service', logDir);
  const sites = SITE_PORTS.map((port, i) => new SiteProcess(port, machineEnv, logDir, { tracer: i === 1 ? tracer : null }));
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
  const rolling = await rollingPhase(
    ctx,
    isRoot
      ? { ...prepareRelease(machine), env: machine.scriptEnv }
      : { script: machine.tool('rp-site-rolling-restart'), env: process.env, label: 'rp-site-rolling-restart (installed)' },
  );
  tracer?.verdict();
  await checkStored(ctx, [...sigterm.stats.acknowledged, ...rolling.stats.acknowledged]);
  await checkDrawingsParsed(ctx, parser, parsedBefore);
  const mail = await checkMails(ctx);

  figures = [
    ...phaseFigures(
      `SIGTERM to one process (exited ${(sigterm.drainMs / 1000).toFixed(1)} s later, ${sigterm.servedAfterSigterm} request(s) served after the signal)`,
      sigterm.stats,
    ),
    ...phaseFigures(
      `rolling restart (${isRoot ? 'rp-site-release' : 'rp-site-rolling-restart'} took ${(rolling.scriptMs / 1000).toFixed(1)} s)`,
      rolling.stats,
    ),
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
