// Thumbnail time per drawing type, as the server makes them (a child process per file, default limits).
// Needs `npm run build`. Usage: node scripts/thumbnail-time.mjs [runs]
import sharp from 'sharp';
import { renderIsolated } from '../apps/server/dist/modules/thumbnails/isolate.js';
import { renderThumbnail } from '../apps/server/dist/modules/thumbnails/render.js';
import { SAMPLE_DXF, samplePdf } from '../packages/contract/dist/testing/factories.js';

const runs = Number(process.argv[2] ?? 5);
const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3366cc' } })
  .jpeg()
  .toBuffer();
const samples = [
  ['PDF, 3 pages', 'application/pdf', Buffer.from(samplePdf(3), 'latin1')],
  ['DXF, 5 entities', 'image/vnd.dxf', Buffer.from(SAMPLE_DXF)],
  ['JPEG 3000x2000', 'image/jpeg', photo],
  ['PNG 3000x2000', 'image/png', await sharp(photo).png().toBuffer()],
];

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`median of ${runs} runs | isolated (fork + render) | render only (warm, in process)`);
for (const [label, type, bytes] of samples) {
  const isolated = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    const result = await renderIsolated(type, bytes);
    if (!('png' in result)) throw new Error(`${label}: ${result.error}`);
    isolated.push(performance.now() - t);
    t = performance.now();
    await renderThumbnail(type, bytes);
    warm.push(performance.now() - t);
  }
  console.log(`${label.padEnd(16)} | ${median(isolated).toFixed(0).padStart(6)} ms | ${median(warm).toFixed(0).padStart(6)} ms`);
}
