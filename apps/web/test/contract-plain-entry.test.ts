// The contract's zod-free entry (ADR 079), as built: no module '@rp/contract/plain' loads imports zod, so a
// public page that takes its values from there cannot pull the zod chunk in. Lint checks the sources; this
// checks what ships.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../../../packages/contract/dist');

/** Every bare package each module reachable from `entry` imports at run time (type imports are gone in dist). */
function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    // Statements at the start of a line: `import ... from '...'`, `export ... from '...'`, `import '...'`.
    for (const [, specifier] of code.matchAll(/^(?:(?:import|export)\s[^;]*?\sfrom\s*|import\s*)['"]([^'"]+)['"]/gm)) {
      if (specifier!.startsWith('.')) visit(path.resolve(path.dirname(file), specifier!));
      else packages.add(specifier!);
    }
  };
  visit(path.join(dist, entry));
  return packages;
}

describe("'@rp/contract/plain'", () => {
  it('is an entry of the package, built to dist/plain.js', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, '../package.json'), 'utf8'));
    // `default` too: drizzle-kit loads the schema, which imports the order stages from it, with require().
    expect(manifest.exports['./plain']).toEqual({ types: './dist/plain.d.ts', import: './dist/plain.js', default: './dist/plain.js' });
    const plain = await import('@rp/contract/plain');
    expect(plain.rfqStatusPath('Q-2026-00042', 'k')).toBe('/rfq/Q-2026-00042?key=k');
  });

  it('reaches no module that imports zod (the main entry does)', () => {
    expect([...packagesReachedFrom('plain.js')]).toEqual([]);
    expect(packagesReachedFrom('index.js')).toContain('zod');
  });
});
