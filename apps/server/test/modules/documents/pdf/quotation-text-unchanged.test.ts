// @database-agnostic: the quotation PDF drawn from its input, no database (the PGlite pass only)
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderQuotationPdf } from '../../../../src/modules/documents/pdf/index.js';
import { sampleQuotationInput } from '../../../../src/modules/documents/pdf/sample.js';
import { pdfToLayoutText } from '../../../support/pdftotext.js';
import { QUOTATION_TEXT_SAMPLES } from './quotation-text-samples.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/quotation-text');

describe('the quotation PDF after the move into documents (issue 46)', () => {
  it.each(Object.entries(QUOTATION_TEXT_SAMPLES))('prints %s exactly as before, byte for byte of its text', async (name, options) => {
    const before = await fs.readFile(path.join(FIXTURES, `${name}.txt`), 'utf8');
    const after = await pdfToLayoutText(await renderQuotationPdf(sampleQuotationInput(options)));
    expect(after).toBe(before);
  });
});
