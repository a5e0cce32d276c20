import sharp from 'sharp';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, type ImageVariantFormat } from '@rp/contract';
import { badRequest, payloadTooLarge } from '../../lib/http-errors.js';

export interface EncodedVariant {
  format: ImageVariantFormat;
  width: number;
  height: number;
  data: Buffer;
}

/** Same cap as the drawing thumbnails: a small file that decodes to gigabytes is refused, not rendered. */
const MAX_INPUT_PIXELS = 50_000_000;
/** AVIF effort 2 of 9: a tenth of the encoding time of the default for a few percent more bytes (ADR 038). */
const ENCODERS = {
  avif: (image: sharp.Sharp) => image.avif({ quality: 55, effort: 2 }),
  webp: (image: sharp.Sharp) => image.webp({ quality: 78, effort: 4 }),
} satisfies Record<ImageVariantFormat, (image: sharp.Sharp) => sharp.Sharp>;

const FIELD = 'ProductImages';

function refusal(err: unknown) {
  const text = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(text)) {
    const message = 'The image is too large: at most 50 megapixels.';
    return payloadTooLarge(message, { [FIELD]: message });
  }
  const message = 'The image could not be read. Please upload a valid JPEG, PNG, GIF or WebP file.';
  return badRequest(message, { [FIELD]: message });
}

/**
 * Resizes an uploaded image to every width in IMAGE_VARIANT_WIDTHS (smaller images are enlarged, so the
 * srcset descriptors are always true) and encodes each as AVIF and WebP. The image is decoded once; EXIF
 * orientation is applied. An image sharp cannot read is a 4xx, never a 5xx.
 */
export async function makeImageVariants(bytes: Buffer): Promise<EncodedVariant[]> {
  const largest = Math.max(...IMAGE_VARIANT_WIDTHS);
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: largest })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw refusal(err);
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const jobs = IMAGE_VARIANT_WIDTHS.flatMap((width) =>
    IMAGE_VARIANT_FORMATS.map(async (format) => {
      const resized = sharp(data, raw).resize({ width });
      const out = await ENCODERS[format](resized).toBuffer({ resolveWithObject: true });
      return { format, width: out.info.width, height: out.info.height, data: out.data };
    }),
  );
  return Promise.all(jobs);
}
