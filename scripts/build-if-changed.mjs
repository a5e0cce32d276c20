#!/usr/bin/env node
/**
 * `npm start` builds only when a build input changed since the last build, so restarting an unchanged
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

/**
 * The build inputs, found rather than listed (a hand list missed new config files): every file of every
 * workspace that has a build script (e2e has none), except what its build does not read: dependencies,
 * outputs and caches (the git-ignored folders), the tests and their config. Plus the root files the builds
 * read: package.json, the lockfile (standing for node_modules) and the shared tsconfig files.
 */
/** At a workspace's top: its outputs and caches (the git-ignored folders), runtime data and tests. */
const NOT_INPUT_FOLDERS = new Set(['dist', 'build', '.react-router', '.test-build', 'data', 'test', 'test-results']);
const NOT_INPUT_FILE = /^(vitest\.config\.ts|.*\.tsbuildinfo|\.DS_Store)$/;
const ROOT_INPUT_FILE = /^(package\.json|package-lock\.json|tsconfig.*\.json|\.npmrc)$/;

function buildWorkspaces() {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.filter((workspace) => {
    const manifest = path.join(root, workspace, 'package.json');
    return fs.existsSync(manifest) && Boolean(JSON.parse(fs.readFileSync(manifest, 'utf8')).scripts?.build);
  });
}

/** Every file below `relative`, leaving out node_modules anywhere and NOT_INPUT_FOLDERS at its top. */
function listFiles(relative, top = true) {
  return fs
    .readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((entry) =>
      entry.isDirectory() ? entry.name !== 'node_modules' && !(top && NOT_INPUT_FOLDERS.has(entry.name)) : !NOT_INPUT_FILE.test(entry.name),
    )
    .flatMap((entry) => {
      const file = path.posix.join(relative, entry.name);
      return entry.isDirectory() ? listFiles(file, false) : [file];
    });
}

function inputs() {
  const rootFiles = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && ROOT_INPUT_FILE.test(entry.name))
    .map((entry) => entry.name);
  return [...rootFiles, ...buildWorkspaces().flatMap((workspace) => listFiles(workspace))];
}

const OUTPUTS = ['packages/contract/dist/index.js', 'apps/web/build/client', 'apps/web/build/server/index.js', 'apps/server/dist/server.js'];
const STAMP = path.join(root, 'apps/server/dist/.sources-fingerprint');

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of inputs().sort()) {
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
