import { LIMITS, MODAL_DRAWING_EXTENSIONS } from '@rp/contract';

export const FILE_TOO_LARGE_MESSAGE = 'File is too large. Maximum size is 5MB.';
export const FILE_TYPE_MESSAGE = 'Please choose a PDF, DXF, STEP, DWG, JPG, JPEG or PNG file.';
export const DRAWING_ACCEPT = MODAL_DRAWING_EXTENSIONS.join(',');

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

export const TOO_MANY_FILES_MESSAGE = `At most ${LIMITS.drawingMaxFiles} drawings per quote.`;
export const TOTAL_TOO_LARGE_MESSAGE = `The drawings are too large together. Maximum total size is ${LIMITS.drawingsMaxTotalBytes / (1024 * 1024)}MB.`;

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

/**
 * Adds the chosen files to those already picked: each passes checkDrawing, then the count (5) and the
 * total (20 MB). The first drawing keeps the spec's plain messages; later ones are named.
 */
export function addDrawings(current: File[], chosen: File[]): { files: File[]; error: string | null } {
  const files = [...current];
  let error: string | null = null;
  for (const file of chosen) {
    const named = (message: string) => (files.length === 0 ? message : `${file.name}: ${message}`);
    const problem = checkDrawing(file);
    const total = files.reduce((sum, f) => sum + f.size, 0) + file.size;
    if (problem) error ??= named(problem);
    else if (files.length >= LIMITS.drawingMaxFiles) error ??= TOO_MANY_FILES_MESSAGE;
    else if (total > LIMITS.drawingsMaxTotalBytes) error ??= named(TOTAL_TOO_LARGE_MESSAGE);
    else files.push(file);
  }
  return { files, error };
}
