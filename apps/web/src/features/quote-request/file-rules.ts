import { LIMITS, MODAL_DRAWING_EXTENSIONS } from '@rp/contract';

export const FILE_TOO_LARGE_MESSAGE = 'File is too large. Maximum size is 5MB.';
export const FILE_TYPE_MESSAGE = 'Please choose a PDF, DXF, STEP, DWG, JPG, JPEG or PNG file.';
export const DRAWING_ACCEPT = MODAL_DRAWING_EXTENSIONS.join(',');

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Null when the drawing is acceptable, otherwise the message to show. */
export function checkDrawing(file: File): string | null {
  if (!(MODAL_DRAWING_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return FILE_TYPE_MESSAGE;
  if (file.size > LIMITS.drawingMaxBytes) return FILE_TOO_LARGE_MESSAGE;
  return null;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file.'));
    reader.readAsDataURL(file);
  });
}
