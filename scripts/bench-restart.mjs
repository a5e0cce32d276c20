#!/usr/bin/env node
/**
 * How long `npm start` takes until the site answers: runs it N times in a row on the same checkout and
 * DATA_DIR (so every run after the first is a restart of an unchanged checkout) and prints each time.
 *
 *   node scripts/bench-restart.mjs [--runs 3] [--port 3209]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { option } from './lib/cli.mjs';

const runs = Number(option('runs', '3'));
const port = Number(option('port', '3209'));
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-bench-'));

async function healthy() {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok;
  } catch {
    return false;
  }
}

async function startOnce() {
  const started = performance.now();
  // Own process group, so the whole npm -> node tree can be stopped together.
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let done = false;
  void exited.then(() => (done = true));
  while (!done && !(await healthy())) await new Promise((resolve) => setTimeout(resolve, 100));
  const seconds = (performance.now() - started) / 1000;
  if (done) throw new Error('npm start exited before the site answered');
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  return seconds;
}

if (await healthy()) throw new Error(`Something already answers on port ${port}: stop it or pass --port`);
try {
  for (let i = 1; i <= runs; i++) console.log(`start ${i}: ${(await startOnce()).toFixed(1)} s until /api/v1/health answered`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
