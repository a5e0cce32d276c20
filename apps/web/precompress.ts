import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TEXT_ASSET = /\.(js|mjs|css|html|svg|json|xml|txt|webmanifest|ico)$/;
const MIN_BYTES = 1024;

/**
 * Writes .br (brotli quality 11) and .gz (gzip level 9) beside every text file of 1 KB or more under
 * `dir`, so the server sends them as they are instead of compressing per request (ADR 036). Runs once
 * the whole browser build is written, React Router's manifest included.
 */
export async function precompress(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && TEXT_ASSET.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  let written = 0;
  for (const file of files) {
    const body = await fs.readFile(file);
    if (body.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip(body, { level: 9 }),
    ]);
    await fs.writeFile(`${file}.br`, br);
    await fs.writeFile(`${file}.gz`, gz);
    written++;
  }
  return written;
}
