import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PDF's text as `pdftotext -layout` prints it (poppler-utils): the layout, line by line, as a reader sees it. */
export async function pdfToLayoutText(bytes: Uint8Array): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await fs.writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
