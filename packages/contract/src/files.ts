import { z } from 'zod';

/** Parses `data:<mime>;base64,<payload>`; the payload is checked for base64 syntax. */
export const DATA_URL_PATTERN = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?(;[a-z0-9-]+=[^;,]*)*;base64,([A-Za-z0-9+/]*={0,2})$/i;

export const dataUrlField = (label: string) =>
  z
    .string({ error: `${label} must be a data URL.` })
    .trim()
    .regex(/^data:/i, `${label} must be a data URL (data:...;base64,...).`);

/** Path parameters of the file downloads (/media/:id, /quote/attachment/:id). */
export const fileParams = z.object({ id: z.uuid({ error: 'No such file.' }) });

/**
 * The response of a file download: raw bytes, not JSON. The server sends them as they are; the web
 * client reads them as a Blob.
 */
export const fileResponse = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

/** Attachment metadata as list answers carry it: never the bytes. */
export const fileInfo = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type FileInfo = z.infer<typeof fileInfo>;

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Decoded size of a base64 payload without decoding it. */
export function base64DecodedSize(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}
