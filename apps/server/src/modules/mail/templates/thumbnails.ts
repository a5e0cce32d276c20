import { html, SafeHtml } from './html.js';

/**
 * A drawing's thumbnail in a mail. The thumbnail is made after the mail is queued, so the stored HTML
 * holds a marker per drawing; the sender puts the inline image in at send time, or drops the marker.
 */
export const thumbnailMarker = (fileId: string) => new SafeHtml(`<!--thumbnail:${fileId}-->`);

const MARKER = /<!--thumbnail:([0-9a-f-]{36})-->/g;
export const thumbnailCid = (fileId: string) => `thumbnail-${fileId}@rajkot-precision`;

/** Replaces each marker with an inline <img> when `available` has that file's thumbnail, else removes it. */
export function embedThumbnails(markup: string, available: Map<string, string>): string {
  return markup.replace(MARKER, (_, fileId: string) => {
    const name = available.get(fileId);
    if (name === undefined) return '';
    return html`<br><img src="cid:${thumbnailCid(fileId)}" width="160" alt="${`Thumbnail of ${name}`}" style="display:block;margin:6px 0 4px;max-width:160px;height:auto;border:1px solid #d0d7de;border-radius:4px;">`
      .value;
  });
}

/** The file ids whose markers a mail holds. */
export const markedFileIds = (markup: string) => [...markup.matchAll(MARKER)].map((m) => m[1]!);
