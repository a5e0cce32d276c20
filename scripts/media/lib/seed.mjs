// Reads the product catalogue from apps/server/src/db/seed-catalogue/*.ts (the single
// source of truth, in the order seed-products.ts joins them) without a TypeScript
// toolchain: each file's array is a plain object literal.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PUBLIC = path.join(ROOT, 'apps/web/public');

export function loadSeedProducts() {
  const db = path.join(ROOT, 'apps/server/src/db');
  const joined = fs.readFileSync(path.join(db, 'seed-products.ts'), 'utf8');
  const files = [...joined.matchAll(/from '\.\/(seed-catalogue\/[a-z-]+)\.js'/g)].map((m) => path.join(db, `${m[1]}.ts`));
  if (files.length === 0) throw new Error('Cannot find the seed-catalogue imports in seed-products.ts');
  return files.flatMap((file) => {
    const src = fs.readFileSync(file, 'utf8');
    const start = src.indexOf('= [');
    const end = src.lastIndexOf('];');
    if (start < 0 || end < 0) throw new Error(`Cannot find the product array in ${file}`);
    return new Function(`return ${src.slice(start + 2, end + 1)};`)();
  });
}
