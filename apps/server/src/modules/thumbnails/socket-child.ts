import { renderThumbnail } from './render.js';

/**
 * The parser unit's entry (deploy/rp-site-parse@.service, ADR 092): systemd starts it for one connection
 * from a site process, as a user of its own, with the connection as stdin and stdout. It reads one request
 * (a JSON line naming the type, then the file up to the end), answers with one JSON line and exits.
 */
const MAX_REQUEST_BYTES = 64 * 1024 * 1024;

function answer(message: { ok: true; png: string } | { ok: false; error: string }): void {
  process.stdout.write(`${JSON.stringify(message)}\n`, () => process.exit(0));
}

const chunks: Buffer[] = [];
let received = 0;
process.stdin.on('data', (chunk: Buffer) => {
  received += chunk.length;
  if (received > MAX_REQUEST_BYTES) {
    process.stdin.pause();
    answer({ ok: false, error: `the file is over ${MAX_REQUEST_BYTES / 1024 / 1024} MiB` });
  } else chunks.push(chunk);
});
process.stdin.on('end', () => {
  if (received > MAX_REQUEST_BYTES) return;
  const request = Buffer.concat(chunks);
  const newline = request.indexOf(10);
  let mimeType: unknown;
  try {
    mimeType = (JSON.parse(request.subarray(0, Math.max(newline, 0)).toString('utf8')) as { mimeType?: unknown }).mimeType;
  } catch {
    mimeType = undefined;
  }
  if (newline < 0 || typeof mimeType !== 'string') return answer({ ok: false, error: 'the request has no JSON line naming the type' });
  renderThumbnail(mimeType, request.subarray(newline + 1))
    .then((png) => answer({ ok: true, png: png.toString('base64') }))
    .catch((err: unknown) => answer({ ok: false, error: err instanceof Error ? err.message : String(err) }));
});
