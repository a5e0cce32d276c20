import imageCompression from 'browser-image-compression';
// The library's worker loads this build with importScripts; by default it comes from a CDN, which the
// CSP (script-src 'self') refuses, and the library then compresses on the main thread, freezing the page.
import compressionLibUrl from 'browser-image-compression/dist/browser-image-compression.js?url';

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
  // Absolute: the worker runs from a blob: URL, against which a path does not resolve.
  const libURL = new URL(compressionLibUrl, window.location.href).href;
  const compressed = await imageCompression(file, { ...IMAGE_COMPRESSION_OPTIONS, libURL });
  const dataUrl = await imageCompression.getDataUrlFromFile(compressed);
  return { dataUrl, originalSize: file.size, compressedSize: compressed.size };
}
