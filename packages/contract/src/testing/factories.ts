/**
 * Builders of valid request bodies, shared by the API tests and the e2e tests.
 * Each call returns a fresh, unique body; pass overrides to vary it.
 */
import type { InquirySaveBody, ProductSaveBody, QuoteSaveBody, RecordItem } from '../index.js';
import { buildDescription } from '../description.js';
import { RECORD_WIRE } from '../constants.js';

let counter = 0;
const next = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A 1x1 transparent PNG. */
export const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const TINY_PNG_DATA_URL = `data:image/png;base64,${TINY_PNG_BASE64}`;
export const MINIMAL_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

export function toDataUrl(mime: string, content: string | Uint8Array): string {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `data:${mime};base64,${btoa(binary)}`;
}

export function buildQuote(overrides: Partial<QuoteSaveBody> = {}): QuoteSaveBody {
  const id = next();
  return {
    Title: `Buyer ${id}`,
    Description: buildDescription({ Company: `Acme Engineering ${id}`, 'Product of Interest': 'Shafts' }),
    Email: `buyer-${id}@example.com`,
    ContactNo: '+91 98765 43210',
    Message: `Need 500 EN8 stepped shafts, drawing attached. Ref ${id}.`,
    Types: RECORD_WIRE.quote.types,
    Status: 'New',
    ...overrides,
  };
}

export function buildInquiry(overrides: Partial<InquirySaveBody> = {}): InquirySaveBody {
  const id = next();
  return {
    Title: `Visitor ${id}`,
    Description: buildDescription({
      Company: `Textile Works ${id}`,
      Position: 'Purchase Manager',
      City: 'Surat',
      State: 'Gujarat',
      Country: 'India',
    }),
    Email: `visitor-${id}@example.com`,
    ContactNo: '+91 99999 00000',
    Message: `Please share your capacity for brass bushes. Ref ${id}.`,
    Types: RECORD_WIRE.inquiry.types,
    ...overrides,
  };
}

export function buildProduct(overrides: Partial<ProductSaveBody> = {}): ProductSaveBody {
  const id = next();
  return {
    ProductTitle: `Test Shaft ${id}`,
    ProductStn: `RP-T-${id}`,
    ProductDescription: 'A ground EN24 shaft for test purposes.',
    ProductMaterial: 'EN24',
    ProductTolerance: '±0.01 mm',
    ProductApplication: 'Gearboxes',
    ProductFinish: 'Ground',
    ProductImagesType: 'URL',
    ProductImages: '/default-image.jpg',
    Category: 'shafts',
    Tags: ['New'],
    ...overrides,
  };
}

/** A stored quote as the API answers it (for unit tests of code that reads records). */
export function buildRecordItem(overrides: Partial<RecordItem> = {}): RecordItem {
  return {
    _id: '4f1c2a8e-0000-4000-8000-000000000001',
    Reference: 'Q-2026-00042',
    Title: 'Asha Patel',
    Description: buildDescription({ Company: 'Shreeji Pumps', 'Product of Interest': 'Shafts' }),
    Company: 'Shreeji Pumps',
    BuyerId: null,
    Email: 'asha@example.com',
    ContactNo: '',
    Message: '',
    Types: 'Quote',
    Status: 'New',
    createdAt: '2026-11-23T08:35:00.000Z',
    updatedAt: '2026-11-23T08:35:00.000Z',
    MediaFileName: '',
    Attachment: null,
    Attachments: [],
    AssignedTo: null,
    AssignedToName: '',
    Source: 'Website',
    RepeatOf: null,
    Attribution: { PagePath: '', LandingPath: '', Referrer: '', UtmSource: '', UtmMedium: '', UtmCampaign: '', Origin: 'Direct' },
    ...overrides,
  };
}
export { samplePdf, sampleStepBox, SAMPLE_DXF } from './drawings.js';
