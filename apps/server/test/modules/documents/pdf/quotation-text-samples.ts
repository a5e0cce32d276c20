import type { SampleOptions } from '../../../../src/modules/documents/pdf/sample.js';

/**
 * The quotations whose PDF text was captured (pdftotext -layout) before the renderer moved into documents
 * (issue 46): the sample's variants the quotation PDF tests use. The text must stay byte-for-byte the same.
 */
export const QUOTATION_TEXT_SAMPLES: Record<string, SampleOptions> = {
  'plain-3': { lines: 3 },
  'charges-following-5': { lines: 5, charges: true, followingCharges: true },
  'draft-14-breaks': { lines: 14, charges: true, quantityBreaks: true, state: 'Draft' },
  'sent-14-breaks': { lines: 14, charges: true, quantityBreaks: true },
  'interstate-enquiry': { lines: 4, placeOfSupply: '27', enquiry: true, udyam: true, source: 'E-mail' },
  'sez-lut': { lines: 3, charges: true, treatment: 'SEZ', placeOfSupply: '24' },
  'sez-igst': { lines: 3, charges: true, treatment: 'SEZ', zeroRated: 'IGST', placeOfSupply: '24' },
  'export-lut': { lines: 3, treatment: 'Overseas' },
  composition: { lines: 3, charges: true, registration: 'Composition' },
  unregistered: { lines: 3, charges: true, registration: 'Unregistered' },
  'usd-per-1000': { lines: 5, charges: true, currency: 'USD', per: 1000 },
  'per-100': { lines: 3, per: 100 },
  'long-40': { lines: 40, quantityBreaks: true, longDescriptions: true, charges: true },
};
