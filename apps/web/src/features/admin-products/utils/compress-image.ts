import imageCompression from 'browser-image-compression';

/** Spec section 9: at most 0.5 MB and 1920 px, initial quality 0.75, worker with fallback, 10 iterations. */
export const IMAGE_COMPRESSION_OPTIONS = {
  maxSizeMB: 0.5,
  maxWidthOrHeight: 1920,
  initialQuality: 0.75,
  useWebWorker: true,
  maxIteration: 10,
} as const;

export interface CompressedImage {
  dataUrl: string;
  originalSize: number;
  compressedSize: number;
}

/** Compresses an image file and returns it as a data URL for ProductImages. */
export async function compressImage(file: File): Promise<CompressedImage> {
  const compressed = await imageCompression(file, { ...IMAGE_COMPRESSION_OPTIONS });
  const dataUrl = await imageCompression.getDataUrlFromFile(compressed);
  return { dataUrl, originalSize: file.size, compressedSize: compressed.size };
}
