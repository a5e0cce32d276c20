// STEP analysis time and peak memory (issue 47), as the server measures a model: a child process per file with the
// measure limits (30 s). Needs `npm run build`. Makes a ~1 MB and a ~20 MB model with replicad the first time
// (kept in $TMPDIR). Usage: node scripts/step-analysis-time.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(path.resolve('apps/server/package.json'));
const dir = path.join(os.tmpdir(), 'rp-step-bench');
fs.mkdirSync(dir, { recursive: true });

/** A plate with a grid of pins standing on it, as separate solids: its size grows with the count. */
async function makeModel(file, pins) {
  if (fs.existsSync(file)) return;
  const { default: opencascade } = await import(require.resolve('replicad-opencascadejs'));
  const { setOC, makeBaseBox, makeCylinder, makeCompound } = await import(require.resolve('replicad'));
  setOC(await opencascade({ locateFile: () => require.resolve('replicad-opencascadejs/wasm') }));
  const side = Math.ceil(Math.sqrt(pins));
  const shapes = [makeBaseBox(side * 20, side * 20, 5)];
  for (let i = 0; i < pins; i++) shapes.push(makeCylinder(4, 30, [(i % side) * 20 - side * 10 + 10, Math.floor(i / side) * 20 - side * 10 + 10, 5]));
  fs.writeFileSync(file, await makeCompound(shapes).blobSTEP().text());
}

const models = [
  ['~1 MB', path.join(dir, 'model-1mb.step'), 110],
  ['~20 MB', path.join(dir, 'model-20mb.step'), 2200],
];
for (const [, file, pins] of models) await makeModel(file, pins);

// Each run in a fresh process, as in the parser: its time and its peak resident memory (maxRSS).
const probe = `
  import fs from 'node:fs';
  const { measureStep } = await import('./apps/server/dist/modules/geometry/step.js');
  const bytes = new Uint8Array(fs.readFileSync(process.argv[1]));
  const t = performance.now();
  const m = await measureStep(bytes);
  console.log(JSON.stringify({ ms: performance.now() - t, maxRssMb: process.resourceUsage().maxRSS / 1024, volume: m.Volume }));
`;
console.log('model   | file MB | seconds | peak MiB');
for (const [label, file] of models) {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe, file], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const result = JSON.parse(out.trim().split('\n').at(-1));
  const mb = fs.statSync(file).size / 1024 / 1024;
  console.log(
    `${label.padEnd(7)} | ${mb.toFixed(1).padStart(7)} | ${(result.ms / 1000).toFixed(2).padStart(7)} | ${result.maxRssMb.toFixed(0).padStart(8)}`,
  );
}
