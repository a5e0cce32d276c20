import fc from 'fast-check';
import { API_BASE, SITE_CONTENT_KINDS, SITE_CONTENT_SEED } from '@rp/contract';
import { MINIMAL_PDF, TINY_PNG_DATA_URL, toDataUrl } from '@rp/contract/testing';
import type { TestContext } from '../helpers.js';
import type { BodyShape } from './valid-bodies.js';

/** A certificate's PDF to fetch, and every kind saved a few times, so undos have versions to go back to. */
export interface ContentIds {
  documentId: string;
}

export async function seedContent(ctx: TestContext, token: string): Promise<ContentIds> {
  const post = async (path: string, payload: object) => {
    const res = await ctx.app.inject({ method: 'POST', url: `${API_BASE}${path}`, headers: ctx.auth(token), payload });
    if (res.statusCode >= 300) throw new Error(`seeding ${path}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  for (let i = 0; i < 3; i++) for (const Kind of SITE_CONTENT_KINDS) await post('/content/save', { Kind, Document: SITE_CONTENT_SEED[Kind] });
  const pdf = await post('/content/upload', { Use: 'certificate', FileName: 'iso.pdf', Body: toDataUrl('application/pdf', MINIMAL_PDF) });
  return { documentId: String(pdf.FileId) };
}

const kinds = fc.constantFrom(...SITE_CONTENT_KINDS);

/** Valid bodies of the site-content calls (the rest of a call's requests are hostile mutations of them). */
export function contentShapes(): Record<string, BodyShape> {
  return {
    'POST /content/get': { valid: kinds.map((Kind) => ({ Kind })), base: () => ({ Kind: 'about' }), fields: ['Kind'] },
    'POST /content/undo': { valid: kinds.map((Kind) => ({ Kind })), base: () => ({ Kind: 'about' }), fields: ['Kind'] },
    'POST /content/restore': {
      valid: fc.record({ Kind: kinds, Version: fc.integer({ min: 1, max: 4 }) }),
      base: () => ({ Kind: 'about', Version: 1 }),
      fields: ['Kind', 'Version'],
    },
    'POST /content/save': {
      valid: kinds.map((Kind) => ({ Kind, Document: SITE_CONTENT_SEED[Kind] })),
      base: () => ({ Kind: 'testimonials', Document: SITE_CONTENT_SEED.testimonials }),
      fields: ['Kind', 'Document'],
    },
    'POST /content/upload': {
      valid: fc.constantFrom(
        { Use: 'image', FileName: 'tiny.png', Body: TINY_PNG_DATA_URL },
        { Use: 'certificate', FileName: 'iso.pdf', Body: toDataUrl('application/pdf', MINIMAL_PDF) },
      ),
      base: () => ({ Use: 'image', FileName: 'tiny.png', Body: TINY_PNG_DATA_URL }),
      fields: ['Use', 'FileName', 'Body'],
    },
    'POST /content/staff-access': {
      valid: fc.boolean().map((StaffMayEdit) => ({ StaffMayEdit })),
      base: () => ({ StaffMayEdit: false }),
      fields: ['StaffMayEdit'],
    },
  };
}
