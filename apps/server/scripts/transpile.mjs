/**
 * Transpiles src/ to JavaScript file by file (esbuild: no bundling, no type check; `npm run typecheck`
 * checks the types). One way for both copies the server runs from: `npm run build` writes dist/, the API
 * tests' global setup writes .test-build/ for the processes they start (ADR 051). Each sits beside src/,
 * so the paths the code finds relative to itself (migrations, package.json) are the same.
 *
 *   node scripts/transpile.mjs <outdir>
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Writes the JavaScript of every src/ module (with source maps) into `outdir`. */
export async function transpileServer(outdir) {
  const src = path.join(root, 'src');
  const target = path.resolve(root, outdir);
  const entryPoints = fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => path.join(src, file));
  await build({
    entryPoints,
    outdir: target,
    outbase: src,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'error',
  });
  return target;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outdir = process.argv[2];
  if (!outdir) throw new Error('usage: node scripts/transpile.mjs <outdir>');
  await transpileServer(outdir);
}
