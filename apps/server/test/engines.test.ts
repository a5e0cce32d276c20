// @database-agnostic: installed packages and the Node version, no database (the PGlite pass only)
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

describe('the installed packages and the Node version the README asks for', () => {
  it('every locked package supports the oldest Node the project allows, so npm install prints no engine warning', () => {
    const oldest = semver.minVersion(readJson('package.json').engines.node)!;
    expect(oldest.major).toBe(20);
    const lock = readJson('package-lock.json') as { packages: Record<string, { version?: string; engines?: unknown }> };
    const unsupported = Object.entries(lock.packages)
      .filter(([, pkg]) => typeof pkg.engines === 'object' && pkg.engines !== null && 'node' in pkg.engines)
      .filter(([, pkg]) => !semver.satisfies(oldest, (pkg.engines as { node: string }).node))
      .map(([where, pkg]) => `${where}@${pkg.version} wants node ${(pkg.engines as { node: string }).node}`);
    expect(unsupported).toEqual([]);
  });
});
