// node --test scripts/test/build-if-changed.test.mjs
// Runs the real script with the real npm in a small copy of the repository layout whose `npm run build`
// writes the outputs, counts its runs and records the fingerprint the way the real build does.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build-if-changed.mjs');
const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-build-if-changed-'));
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  fs.writeFileSync(path.join(repo, file), text);
};
const builds = () =>
  fs.existsSync(path.join(repo, 'builds.log')) ? fs.readFileSync(path.join(repo, 'builds.log'), 'utf8').split('\n').filter(Boolean).length : 0;
const start = () => {
  const run = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], { cwd: repo, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stdout + run.stderr);
  return run.stdout;
};

before(() => {
  fs.mkdirSync(path.join(repo, 'scripts'));
  fs.copyFileSync(script, path.join(repo, 'scripts/build-if-changed.mjs'));
  write(
    'package.json',
    JSON.stringify({
      name: 'fixture',
      private: true,
      workspaces: ['packages/contract', 'apps/server', 'apps/web', 'e2e'],
      scripts: { build: 'node fake-build.mjs && node scripts/build-if-changed.mjs --record' },
    }),
  );
  for (const workspace of ['packages/contract', 'apps/server', 'apps/web'])
    write(`${workspace}/package.json`, JSON.stringify({ scripts: { build: 'x' } }));
  write('e2e/package.json', JSON.stringify({ scripts: { test: 'playwright test' } }));
  write('e2e/tests/home.spec.ts', 'test(1);\n');
  write('package-lock.json', '{}');
  write('tsconfig.base.json', '{}');
  write('README.md', '# fixture\n');
  write('apps/web/vite.config.ts', 'export default {};\n');
  write('apps/web/font-fallbacks.ts', 'export const A = 1;\n');
  write('apps/web/src/content/company.ts', 'export const NAME = 1;\n');
  write('apps/web/test/lib/format.test.ts', 'test(1);\n');
  write('apps/web/vitest.config.ts', 'export default {};\n');
  write('apps/server/tsconfig.json', '{}');
  write('apps/server/assets/fonts/Roboto-Regular.ttf', 'font');
  write('apps/server/test/app.test.ts', 'test(1);\n');
  write('apps/server/data/pglite/PG_VERSION', '17');
  write(
    'fake-build.mjs',
    `import fs from 'node:fs';
for (const dir of ['packages/contract/dist', 'apps/web/build/client', 'apps/web/build/server', 'apps/server/dist']) fs.mkdirSync(dir, { recursive: true });
for (const file of ['packages/contract/dist/index.js', 'apps/web/build/server/index.js', 'apps/server/dist/server.js']) fs.writeFileSync(file, '');
fs.appendFileSync('builds.log', 'built\\n');`,
  );
  write('packages/contract/src/constants.ts', 'export const A = 1;\n');
  write('apps/web/src/app/root.tsx', 'export default 1;\n');
  write('apps/web/public/favicon.svg', '<svg/>');
  write('apps/server/src/server.ts', 'console.log(1);\n');
});
after(() => fs.rmSync(repo, { recursive: true, force: true }));

describe('npm start builds only when the sources changed', () => {
  it('builds when there is no build yet', () => {
    assert.match(start(), /No complete build yet: building first/);
    assert.equal(builds(), 1);
  });

  it('starts without building when nothing changed', () => {
    assert.match(start(), /The build is up to date with the sources: starting without rebuilding\./);
    assert.equal(builds(), 1);
  });

  it('does not rebuild when a file is only touched (same content, new time)', () => {
    const file = path.join(repo, 'apps/web/src/app/root.tsx');
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(file, later, later);
    start();
    assert.equal(builds(), 1);
  });

  it('rebuilds when a source file of any part changes, is added or removed', () => {
    for (const change of [
      () => write('apps/web/src/app/root.tsx', 'export default 2;\n'),
      () => write('packages/contract/src/new-file.ts', 'export const B = 2;\n'),
      () => fs.rmSync(path.join(repo, 'apps/web/public/favicon.svg')),
      () => write('apps/server/src/server.ts', 'console.log(2);\n'),
    ]) {
      const before = builds();
      change();
      assert.match(start(), /Sources changed since the last build: rebuilding first/);
      assert.equal(builds(), before + 1);
    }
  });

  it('rebuilds when any build input changes, not only the sources: configs, manifests, the lockfile, assets, content', () => {
    for (const [file, text] of [
      ['apps/web/vite.config.ts', 'export default { build: {} };\n'],
      ['apps/web/font-fallbacks.ts', 'export const A = 2;\n'],
      ['apps/web/react-router.config.ts', 'export default {};\n'],
      ['apps/web/src/content/company.ts', 'export const NAME = 2;\n'],
      ['apps/server/tsconfig.json', '{ "compilerOptions": {} }'],
      ['apps/server/assets/fonts/Roboto-Regular.ttf', 'font 2'],
      ['apps/web/package.json', JSON.stringify({ scripts: { build: 'y' } })],
      ['package-lock.json', '{ "lockfileVersion": 3 }'],
      ['tsconfig.base.json', '{ "compilerOptions": {} }'],
    ]) {
      const before = builds();
      write(file, text);
      assert.match(start(), /Sources changed since the last build: rebuilding first/, file);
      assert.equal(builds(), before + 1, file);
    }
  });

  it('does not rebuild for what no build reads: tests, their config, the end-to-end suite, docs, runtime data', () => {
    const before = builds();
    write('apps/web/test/lib/format.test.ts', 'test(2);\n');
    write('apps/web/vitest.config.ts', 'export default { test: {} };\n');
    write('apps/server/test/app.test.ts', 'test(2);\n');
    write('e2e/tests/home.spec.ts', 'test(2);\n');
    write('README.md', '# fixture, edited\n');
    write('apps/server/data/pglite/PG_VERSION', '18');
    assert.match(start(), /The build is up to date with the sources/);
    assert.equal(builds(), before);
  });

  it('rebuilds when an output is missing', () => {
    fs.rmSync(path.join(repo, 'apps/web/build/server/index.js'));
    const before = builds();
    assert.match(start(), /No complete build yet/);
    assert.equal(builds(), before + 1);
  });
});
