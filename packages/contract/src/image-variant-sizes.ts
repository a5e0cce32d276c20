/**
 * The sizes and formats of responsive images, kept apart from the zod schemas in images.ts so the
 * public pages that only draw pictures do not load zod with them.
 */

/** Widths every responsive image comes in (shipped images and uploads alike). */
export const IMAGE_VARIANT_WIDTHS = [400, 800] as const;
/** Formats every responsive image comes in, best first: a browser takes the first it can show. */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];
