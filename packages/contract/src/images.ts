import { z } from 'zod';
import { IMAGE_VARIANT_FORMATS } from './image-variant-sizes.js';

/** One resized, re-encoded copy of an image: what a `<source srcset>` entry needs. */
export const imageVariant = z.object({
  width: z.number().int(),
  format: z.enum(IMAGE_VARIANT_FORMATS),
  url: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariant>;

/** `400.avif`: the last path segment of an uploaded image's variant, /media/:id/:variant. */
export const IMAGE_VARIANT_NAME = /^(400|800)\.(avif|webp)$/;

/** Path parameters of GET /media/:id/:variant. */
export const imageVariantParams = z.object({
  id: z.uuid({ error: 'No such file.' }),
  variant: z.string().regex(IMAGE_VARIANT_NAME, { error: 'No such image size: use 400 or 800 and avif or webp, e.g. 400.avif.' }),
});
