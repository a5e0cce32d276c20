import { z } from 'zod';
import { dataUrlField } from './files.js';
import { requiredLine, successEnvelope } from './common.js';
import { LIMITS } from './constants.js';
import { imageVariant } from './images.js';
import { SITE_CONTENT_KINDS, siteContentDocuments, type SiteContent } from './site-content.js';

const kindField = z.enum(SITE_CONTENT_KINDS, { error: `Kind must be one of: ${SITE_CONTENT_KINDS.join(', ')}.` });

/** POST /content/get and /content/undo. */
export const siteContentKindBody = z.object({ Kind: kindField });

/** POST /content/restore: an earlier version of a kind, brought back as a new version (issue 44). */
export const siteContentRestoreBody = z.object({
  Kind: kindField,
  Version: z
    .number({ error: 'Version must be a whole number from 1.' })
    .int({ error: 'Version must be a whole number from 1.' })
    .min(1, { error: 'Version must be a whole number from 1.' })
    .max(2_147_483_647, { error: 'Version must be a whole number from 1.' }),
});
export type SiteContentRestoreBody = z.infer<typeof siteContentRestoreBody>;

const entry = <K extends keyof typeof siteContentDocuments>(kind: K) => z.object({ Kind: z.literal(kind), Document: siteContentDocuments[kind] });

/** POST /content/save: one kind's whole document. */
export const siteContentSaveBody = z.discriminatedUnion(
  'Kind',
  [
    entry('certifications'),
    entry('testimonials'),
    entry('about'),
    entry('industries'),
    entry('page-meta'),
    entry('home'),
    entry('quality'),
    entry('contact'),
    entry('products'),
  ],
  { error: `Kind must be one of: ${SITE_CONTENT_KINDS.join(', ')}.` },
);
export type SiteContentSaveBody = z.input<typeof siteContentSaveBody>;
export type SiteContentEntry = z.output<typeof siteContentSaveBody>;

const versionInfo = z.object({
  Version: z.number().int(),
  SavedAt: z.string(),
  /** The saving account's e-mail; null for the seeded first version. */
  SavedBy: z.string().nullable(),
  /** When Undo took this version back (kept, not deleted). */
  UndoneAt: z.string().nullable(),
});
export type SiteContentVersionInfo = z.infer<typeof versionInfo>;

/**
 * Answers carry documents as the server stored them (parsed on the way in); the input schemas' transforms
 * cannot encode, so answers are typed, not re-validated.
 */
const storedEntry = z.custom<SiteContentEntry>(
  (value) => typeof value === 'object' && value !== null && 'Kind' in value && 'Document' in value,
  'A site content entry has Kind and Document.',
);

/** One kind as the editor reads it: the current document, its version and the ones before. */
export const siteContentDetail = z.intersection(
  storedEntry,
  z.object({
    Version: z.number().int(),
    UpdatedAt: z.string(),
    UpdatedBy: z.string().nullable(),
    /** There is an earlier version to go back to. */
    CanUndo: z.boolean(),
    /** Newest first, at most 20. */
    History: z.array(versionInfo),
  }),
);
export type SiteContentDetail = z.output<typeof siteContentDetail>;
export const siteContentDetailResponse = successEnvelope(siteContentDetail);

/** POST /content/list: who may edit and each kind's last change. */
export const siteContentOverviewResponse = successEnvelope(
  z.object({
    /** The Owner's setting: Staff may edit site content too. */
    StaffMayEdit: z.boolean(),
    /** The caller may save and undo (Owner, or Staff while StaffMayEdit). */
    CanEdit: z.boolean(),
    Kinds: z.array(z.object({ Kind: kindField, Version: z.number().int(), UpdatedAt: z.string(), UpdatedBy: z.string().nullable() })),
  }),
);
export type SiteContentOverview = z.output<typeof siteContentOverviewResponse>['data'];

/** POST /content/staff-access (Owner). */
export const siteContentAccessBody = z.object({
  StaffMayEdit: z.boolean({ error: 'StaffMayEdit must be true or false.' }),
});

/** POST /content/upload: an image (JPEG, PNG, GIF, WebP) or a certificate (PDF or image), at most 5 MB. */
export const siteContentUploadBody = z.object({
  Use: z.enum(['image', 'certificate'], { error: 'Use must be image or certificate.' }),
  FileName: requiredLine('File name', LIMITS.fileNameMax),
  Body: dataUrlField('The file'),
});
export type SiteContentUploadBody = z.input<typeof siteContentUploadBody>;

export const siteContentUploadResponse = successEnvelope(
  z.object({
    FileId: z.string(),
    Name: z.string(),
    Type: z.enum(['pdf', 'image']),
    Url: z.string(),
    Variants: z.array(imageVariant),
  }),
);

/** GET /content/site: every kind's current document, images with their URLs and responsive copies. */
export const siteContentPublicResponse = successEnvelope(
  z.custom<SiteContent>(
    (value) => typeof value === 'object' && value !== null && SITE_CONTENT_KINDS.every((kind) => kind in value),
    'Site content has every kind.',
  ),
);
