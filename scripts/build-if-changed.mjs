#!/usr/bin/env node
/**
 * `npm start` builds only when a source file changed since the last build, so restarting an unchanged
 * checkout takes seconds instead of a full build.
 *
 *   node scripts/build-if-changed.mjs            build (npm run build) unless the last build is current
 *   node scripts/build-if-changed.mjs --record   note that the build now on disk matches the sources
 *
 * "Current" means: every build output exists and a hash of every build input's path and content equals
 * the one `npm run build` recorded when it finished. Content, not modification times, so a fresh
 * checkout or `git switch` back and forth does not rebuild for nothing.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Everything the three builds read (besides node_modules, covered by the lockfile). */
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contract/package.json',
  'packages/contract/tsconfig.json',
  'packages/contract/src',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/src',
  'apps/web/public',
  'apps/server/package.json',
  'apps/server/scripts',
  'apps/server/src',
];
const OUTPUTS = ['packages/contract/dist/index.js', 'apps/web/build/client', 'apps/web/build/server/index.js', 'apps/server/dist/server.js'];
const STAMP = path.join(root, 'apps/server/dist/.sources-fingerprint');

function listFiles(relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== '.DS_Store')
    .flatMap((entry) => listFiles(path.posix.join(relative, entry.name)));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(listFiles).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

if (process.argv.includes('--record')) {
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  fs.writeFileSync(STAMP, `${fingerprint()}\n`);
  process.exit(0);
}

const missing = OUTPUTS.filter((output) => !fs.existsSync(path.join(root, output)));
const recorded = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8').trim() : '';
if (missing.length === 0 && recorded === fingerprint()) {
  console.log('The build is up to date with the sources: starting without rebuilding.');
  process.exit(0);
}
console.log(
  missing.length
    ? 'No complete build yet: building first (about a minute).'
    : 'Sources changed since the last build: rebuilding first (about a minute).',
);
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
process.exit(build.status ?? 1);
