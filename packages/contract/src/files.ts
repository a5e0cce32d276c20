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

/**
 * One drawing of a quote. After the retention purge the name, type and size stay while the bytes are
 * gone: `url` and `thumbnailUrl` are then null and `removedAt` says when.
 */
export const drawingInfo = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  url: z.string().nullable(),
  /** A small PNG of the first page / the drawing / the image, once the server has made one. */
  thumbnailUrl: z.string().nullable(),
  removedAt: z.string().nullable(),
});
export type DrawingInfo = z.infer<typeof drawingInfo>;

/** What the back office can show of a drawing without leaving the browser. */
export type DrawingPreviewKind = 'pdf' | 'dxf' | 'step' | 'image' | 'dwg' | 'none';
export function drawingPreviewKind(name: string, type: string): DrawingPreviewKind {
  const ext = fileExtension(name);
  if (type === 'application/pdf' || ext === '.pdf') return 'pdf';
  if (ext === '.dxf') return 'dxf';
  if (ext === '.step' || ext === '.stp') return 'step';
  if (ext === '.dwg') return 'dwg';
  if (type.startsWith('image/')) return 'image';
  return 'none';
}

/** The sentence a lead shows once the retention rule removed its drawings. */
export const drawingRemovedText = (date: string) => `Drawing removed on ${date} under the retention rule`;

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Decoded size of a base64 payload without decoding it. */
export function base64DecodedSize(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}
