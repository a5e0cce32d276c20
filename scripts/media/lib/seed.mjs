// Reads the product catalogue from apps/server/src/db/seed-products.ts (the single
// source of truth) without a TypeScript toolchain: the array is a plain object literal.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PUBLIC = path.join(ROOT, 'apps/web/public');

export function loadSeedProducts() {
  const file = path.join(ROOT, 'apps/server/src/db/seed-products.ts');
  const src = fs.readFileSync(file, 'utf8');
  const start = src.indexOf('[', src.indexOf('seedProducts'));
  const end = src.lastIndexOf('];');
  if (start < 0 || end < 0) throw new Error(`Cannot find the seedProducts array in ${file}`);
  return new Function(`return ${src.slice(start, end + 1)};`)();
}
