/** Business constants shared by the server and the web app (spec sections 3, 4, 5 and 9). */

export const API_BASE = '/api/v1';

export const RECORD_STATUSES = ['New', 'Pending', 'In Progress', 'Done', 'Resolved', 'Closed'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];
/** Options offered by the admin quote dialog and the inquiry selector (spec section 4). */
export const QUOTE_STATUS_OPTIONS = ['New', 'Pending', 'In Progress', 'Closed'] as const satisfies readonly RecordStatus[];
export const INQUIRY_STATUS_OPTIONS = ['New', 'Pending', 'In Progress', 'Done', 'Resolved'] as const satisfies readonly RecordStatus[];

/** The two kinds of visitor record, as the code and the database name them. */
export const RECORD_KINDS = ['quote', 'inquiry'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * The spec's wire names of each kind: the `Types` value records carry and the API path segment.
 * 'Inquery' is the spec's spelling; it appears on the wire only.
 */
export const RECORD_WIRE = {
  quote: { types: 'Quote', path: 'quote' },
  inquiry: { types: 'Inquery', path: 'inquery' },
} as const satisfies Record<RecordKind, { types: string; path: string }>;
export type RecordTypes = (typeof RECORD_WIRE)[RecordKind]['types'];
export const RECORD_TYPES = [RECORD_WIRE.quote.types, RECORD_WIRE.inquiry.types] as const satisfies readonly RecordTypes[];

export function recordKindOf(types: RecordTypes): RecordKind {
  return types === RECORD_WIRE.quote.types ? 'quote' : 'inquiry';
}

export const PRODUCT_CATEGORIES = [
  { slug: 'shafts', name: 'Shafts' },
  { slug: 'bushes', name: 'Bushes' },
  { slug: 'spacers', name: 'Spacers' },
  { slug: 'pins-flanges', name: 'Pins & Flanges' },
  { slug: 'fasteners', name: 'Machined Fasteners' },
  { slug: 'assemblies', name: 'Custom Assemblies' },
] as const;
export const CATEGORY_SLUGS = [
  'shafts',
  'bushes',
  'spacers',
  'pins-flanges',
  'fasteners',
  'assemblies',
] as const satisfies readonly (typeof PRODUCT_CATEGORIES)[number]['slug'][];
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** The display name of a category slug; undefined for an unknown slug. */
export function categoryName(slug: CategorySlug): string;
export function categoryName(slug: string | null | undefined): string | undefined;
export function categoryName(slug: string | null | undefined): string | undefined {
  return PRODUCT_CATEGORIES.find((c) => c.slug === slug)?.name;
}

export const PRODUCT_TAGS = ['Popular', 'New', 'Ready Stock', 'Custom Made'] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];

/** Product of Interest options of the quote modal (spec section 2). */
export const PRODUCT_OF_INTEREST_OPTIONS = [
  'Shafts',
  'Bushes',
  'Spacers',
  'Pins & Flanges',
  'Machined Fasteners',
  'Custom Assemblies',
  'Other / Not Sure',
] as const;

export const INDUSTRY_SLUGS = [
  'energy-power',
  'textile-machinery',
  'automotive',
  'aerospace-defense',
  'electric-vehicles',
  'agriculture-equipment',
] as const;
export type IndustrySlug = (typeof INDUSTRY_SLUGS)[number];

export const LIMITS = {
  nameMax: 200,
  emailMax: 254,
  phoneMax: 40,
  shortTextMax: 200,
  descriptionMax: 2000,
  messageMax: 10_000,
  productTextMax: 5000,
  urlMax: 2048,
  fileNameMax: 255,
  /** Drawing and uploaded image size, decoded bytes. */
  drawingMaxBytes: 5 * 1024 * 1024,
  /** Files one quote may carry, and their decoded bytes together. */
  drawingMaxFiles: 5,
  drawingsMaxTotalBytes: 20 * 1024 * 1024,
  imageMaxBytes: 5 * 1024 * 1024,
} as const;

/** Extensions a drawing may have on the server (the modal offers all but .stp). */
export const DRAWING_EXTENSIONS = ['.pdf', '.dxf', '.step', '.stp', '.dwg', '.jpg', '.jpeg', '.png'] as const;
/** Extensions the quote modal's file input accepts (spec section 5). */
export const MODAL_DRAWING_EXTENSIONS = ['.pdf', '.dxf', '.step', '.dwg', '.jpg', '.png', '.jpeg'] as const;
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const DEFAULT_IMAGE = '/default-image.jpg';
export const PLACEHOLDER_IMAGE = '/images/placeholder-product.svg';
