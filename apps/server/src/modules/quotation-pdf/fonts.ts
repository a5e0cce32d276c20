import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The embedded fonts: Roboto has the rupee sign (₹), which the PDF standard fonts lack. They live in
 * apps/server/assets/fonts/, found from the package root: this file sits three folders below it both in
 * src/ (tests, tsx) and in a transpiled copy (dist/, .test-build/), so one relative path serves both.
 */
export const FONTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/fonts');

export const FONT_FILES = { regular: 'Roboto-Regular.ttf', bold: 'Roboto-Bold.ttf' } as const;

export interface FontData {
  regular: Buffer;
  bold: Buffer;
}

let loaded: Promise<FontData> | undefined;

/** The font files' bytes, read once per process (they ship with the code and never change while it runs). */
export function loadFonts(): Promise<FontData> {
  loaded ??= Promise.all([
    fs.promises.readFile(path.join(FONTS_DIR, FONT_FILES.regular)),
    fs.promises.readFile(path.join(FONTS_DIR, FONT_FILES.bold)),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      loaded = undefined;
      throw new Error(`The quotation PDF's fonts are missing from ${FONTS_DIR}.`, { cause: error });
    },
  );
  return loaded;
}
