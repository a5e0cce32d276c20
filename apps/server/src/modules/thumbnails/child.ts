import { renderThumbnail } from './render.js';

/** Child-process entry (see isolate.ts): one file in over IPC, one PNG (or an error) out, then exit. */
process.once('message', (message: { mimeType: string; data: string }) => {
  renderThumbnail(message.mimeType, Buffer.from(message.data, 'base64'))
    .then((png) => process.send!({ ok: true, png: png.toString('base64') }, () => process.exit(0)))
    .catch((err: unknown) => process.send!({ ok: false, error: err instanceof Error ? err.message : String(err) }, () => process.exit(0)));
});
