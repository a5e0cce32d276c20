// Time to make an uploaded product image's four copies (400 and 800 wide, AVIF and WebP) as the
// server does in the save request (ADR 038), for uploads just under the 5 MB limit.
// Needs `npm run build`. Usage: node scripts/image-variant-time.mjs [runs]
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { makeImageVariants } from '../apps/server/dist/modules/files/image-variants.js';

const runs = Number(process.argv[2] ?? 5);
const LIMIT = 5 * 1024 * 1024;

/** A photo-like picture: coarse random colour blobs with fine grain on top, so it compresses like a photo. */
async function photo(width, height) {
  const blobs = await sharp(randomBytes(64 * 48 * 3), { raw: { width: 64, height: 48, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(width * height * 3);
  for (let i = 0; i < blobs.length; i++) blobs[i] = Math.min(255, Math.max(0, blobs[i] + ((grain[i] % 24) - 12)));
  return sharp(blobs, { raw: { width, height, channels: 3 } });
}

/** The largest quality (JPEG) or size (PNG) whose file still fits under the limit. */
async function underLimit(make) {
  for (let step = 0; ; step++) {
    const bytes = await make(step);
    if (bytes.length <= LIMIT) return bytes;
  }
}

const jpeg = await underLimit(async (step) => (await photo(6000, 4000)).jpeg({ quality: 95 - step * 3 }).toBuffer());
const png = await underLimit(async (step) => (await photo(1600 - step * 100, 1200 - step * 75)).png().toBuffer());
const samples = [
  [`JPEG ${(await sharp(jpeg).metadata()).width}x4000, ${(jpeg.length / 1048576).toFixed(2)} MB`, jpeg],
  [`PNG ${(await sharp(png).metadata()).width}x${(await sharp(png).metadata()).height}, ${(png.length / 1048576).toFixed(2)} MB`, png],
];

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `median of ${runs} runs: decode once, resize to 800 and 400, encode AVIF (effort 2) and WebP (libuv threads: ${process.env.UV_THREADPOOL_SIZE ?? 4})`,
);
for (const [label, bytes] of samples) {
  const times = [];
  let out = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    out = await makeImageVariants(bytes);
    times.push(performance.now() - t);
  }
  const sizes = out.map((v) => `${v.width}.${v.format} ${(v.data.length / 1024).toFixed(0)} KB`).join(', ');
  console.log(`${label.padEnd(28)} ${median(times).toFixed(0).padStart(6)} ms  (${sizes})`);
}
