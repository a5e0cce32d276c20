import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, type Font } from 'fontkit';

/**
 * The embedded fonts: Roboto has the rupee sign (₹), which the PDF standard fonts lack. They live in
 * apps/server/assets/fonts/, found from the package root: this file sits four folders below it both in
 * src/ (tests, tsx) and in a transpiled copy (dist/, .test-build/), so one relative path serves both.
 */
export const FONTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../assets/fonts');

export const FONT_FILES = { regular: 'Roboto-Regular.ttf', bold: 'Roboto-Bold.ttf' } as const;

export interface ParsedFonts {
  regular: Font;
  bold: Font;
}

let loaded: Promise<ParsedFonts> | undefined;

async function parse(file: string): Promise<Font> {
  const font = create(await fs.promises.readFile(path.join(FONTS_DIR, file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font.`);
  return font;
}

/**
 * The fonts, read and parsed once per process: parsing Roboto's tables again for every PDF was most of a
 * small quotation's time. They ship with the code and never change while it runs; every document takes its
 * own subset of them, so sharing the parsed fonts does not change a byte of the output.
 */
export function loadFonts(): Promise<ParsedFonts> {
  loaded ??= Promise.all([parse(FONT_FILES.regular), parse(FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      loaded = undefined;
      throw new Error(`The quotation PDF's fonts could not be read from ${FONTS_DIR}.`, { cause: error });
    },
  );
  return loaded;
}
