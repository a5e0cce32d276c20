import { z } from 'zod';
import { CATEGORY_SLUGS, LIMITS, PRODUCT_TAGS } from './constants.js';
import { idField, oneLineText, optionalLine, optionalText, optionalWebLink, requiredLine, successEnvelope, textProblem } from './common.js';
import { imageVariant } from './images.js';

const t = (label: string) => optionalText(label, LIMITS.productTextMax);

/** Body of POST /product/save: create without _id, update with it. */
export const productSaveBody = z.object({
  _id: idField.optional(),
  ProductId: z
    .union([z.string(), z.number()], { error: 'ProductId must be text or a number.' })
    .nullish()
    .superRefine((v, ctx) => {
      const problem = typeof v === 'string' ? textProblem(v.trim(), 'ProductId', { oneLine: true }) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => (v == null ? '' : String(v).trim().slice(0, 64))),
  ProductTitle: requiredLine('Product title', LIMITS.nameMax),
  ProductStn: requiredLine('Product STN', LIMITS.shortTextMax),
  ProductDescription: t('Description'),
  ProductMaterial: optionalLine('Material', LIMITS.shortTextMax),
  ProductTolerance: optionalLine('Tolerance', LIMITS.shortTextMax),
  ProductApplication: optionalLine('Application', LIMITS.shortTextMax),
  ProductFinish: optionalLine('Finish', LIMITS.shortTextMax),
  ProductImagesType: z.enum(['URL', 'UploadImage'], { error: "ProductImagesType must be 'URL' or 'UploadImage'." }),
  /** An http(s) or site-relative image URL, or a data URL of an uploaded image. */
  ProductImages: oneLineText('The product image', 'A product image is required.').min(1, 'A product image is required.'),
  ProductMediaFileName: optionalLine('Image file name', LIMITS.fileNameMax),
  /** '' (no category) is what the API answers for a product without one, so it must save again. */
  Category: z.enum(['', ...CATEGORY_SLUGS], { error: 'Please choose one of the six categories.' }).nullish(),
  Tags: z
    .array(z.enum(PRODUCT_TAGS, { error: 'Tags must be Popular, New, Ready Stock or Custom Made.' }))
    .max(PRODUCT_TAGS.length)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  SpecSheetUrl: optionalWebLink('Spec sheet URL', LIMITS.urlMax),
});
export type ProductSaveBody = z.input<typeof productSaveBody>;
export type ProductSaveInput = z.output<typeof productSaveBody>;

export const product = z.object({
  _id: z.string(),
  ProductId: z.string(),
  ProductTitle: z.string(),
  ProductStn: z.string(),
  ProductDescription: z.string(),
  ProductMaterial: z.string(),
  ProductTolerance: z.string(),
  ProductApplication: z.string(),
  ProductFinish: z.string(),
  ProductImagesType: z.enum(['URL', 'UploadImage']),
  /** Always a URL: uploaded images are served from /api/v1/media/:id. */
  ProductImages: z.string(),
  /** Uploaded images only: the 400 and 800 wide AVIF and WebP copies the server made (ADR 038). */
  ProductImageVariants: z.array(imageVariant).optional(),
  ProductMediaFileName: z.string(),
  Category: z.string(),
  Tags: z.array(z.string()),
  SpecSheetUrl: z.string(),
  DateAdded: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof product>;

export const productListResponse = successEnvelope(z.array(product));
export const productSaveResponse = successEnvelope(product);
