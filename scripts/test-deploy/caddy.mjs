/**
 * Caddy from Debian's package with the recipe's own deploy/Caddyfile: the test sets SITE_ADDRESS to a
 * plain-HTTP loopback address (no certificate needed) and turns the admin endpoint off; nothing else differs.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { caddyfile } from './recipe.mjs';

function caddyBinary() {
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/bin')) {
    if (dir && fs.existsSync(path.join(dir, 'caddy'))) return path.join(dir, 'caddy');
  }
  throw new Error('Caddy is not installed: apt-get install caddy (Debian package; .ci/run installs it)');
}

function caddyEnv(tmpDir, siteAddress) {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: tmpDir,
    XDG_CONFIG_HOME: path.join(tmpDir, 'config'),
    XDG_DATA_HOME: path.join(tmpDir, 'data'),
    SITE_ADDRESS: siteAddress,
    CADDY_ADMIN: 'off',
  };
}

/** `caddy validate` of the Caddyfile as the server runs it (an https address, so automatic HTTPS is in play). */
export function validateForProduction(tmpDir) {
  const binary = caddyBinary();
  const version = execFileSync(binary, ['version'], { encoding: 'utf8' }).trim();
  execFileSync(binary, ['validate', '--adapter', 'caddyfile', '--config', caddyfile], {
    env: caddyEnv(tmpDir, 'https://www.example.in'),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return version;
}

/** Starts Caddy in front of the processes on `siteAddress`; resolves once it answers there. */
export async function startCaddy(tmpDir, siteAddress, logDir) {
  const log = fs.createWriteStream(path.join(logDir, 'caddy.log'));
  const child = spawn(caddyBinary(), ['run', '--adapter', 'caddyfile', '--config', caddyfile], {
    env: caddyEnv(tmpDir, siteAddress),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ok = await fetch(`${siteAddress}/api/v1/health`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Caddy did not serve ${siteAddress}; see ${path.join(logDir, 'caddy.log')}`);
    }
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 100)), exited]);
  }
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
