import { z } from 'zod';
import { optionalLine } from './common.js';
import { LIMITS } from './constants.js';
import { imageVariant } from './images.js';

/**
 * An uploaded picture of the site content (ADR 080): the file and its name. `Url` and `Variants` are filled in
 * by the server when it answers (the responsive copies, as product images have); what a client sends in them
 * is ignored. Its own module so every kind's schema can use it without importing the kinds' registry.
 */
export const siteImage = z.object(
  {
    FileId: z.uuid({ error: 'The uploaded file is not known: upload it again.' }),
    Name: optionalLine('File name', LIMITS.fileNameMax),
    Url: z.string().max(LIMITS.urlMax).optional(),
    Variants: z.array(imageVariant).max(8).optional(),
  },
  { error: 'An image must be an uploaded file (FileId and Name).' },
);
export type SiteImage = z.infer<typeof siteImage>;
