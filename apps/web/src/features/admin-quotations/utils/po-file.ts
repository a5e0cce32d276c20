import { LIMITS } from '@rp/contract';

/** A purchase order arrives as a PDF or a photo or scan of it, at most 5 MB like a drawing. */
export const PO_FILE_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
export const PO_FILE_ACCEPT = PO_FILE_EXTENSIONS.join(',');

/** Why the file cannot be sent as the PO, or undefined. */
export function poFileProblem(file: { name: string; size: number }): string | undefined {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot).toLowerCase();
  if (!(PO_FILE_EXTENSIONS as readonly string[]).includes(extension)) return 'Please choose a PDF, JPG or PNG file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > LIMITS.drawingMaxBytes) return 'File is too large. Maximum size is 5MB.';
  return undefined;
}

/** The file as a base64 data URL, the way drawings are sent. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file.'));
    reader.readAsDataURL(file);
  });
}
