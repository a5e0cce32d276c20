/** Real files for the soak's uploads, made once with sharp: photo-like JPEG and PNG images, drawings, bad files. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Coarse random colour blobs with grain on top, so the encoders work as they would on a photo. */
async function photo(width, height) {
  const blobs = await sharp(randomBytes(32 * 24 * 3), { raw: { width: 32, height: 24, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(blobs.length);
  for (let i = 0; i < blobs.length; i++) blobs[i] = Math.min(255, Math.max(0, blobs[i] + ((grain[i] % 16) - 8)));
  return sharp(blobs, { raw: { width, height, channels: 3 } });
}

const dataUrl = (type, bytes) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** A PNG header that declares 20000 x 20000 pixels (400 MP) followed by nothing sensible: a decompression-bomb claim. */
function hugePngClaim() {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const size = Buffer.alloc(8);
  size.writeUInt32BE(20_000, 0);
  size.writeUInt32BE(20_000, 4);
  return Buffer.concat([png, size, Buffer.from('0806000000', 'hex'), randomBytes(64)]);
}

const DXF = [
  '0',
  'SECTION',
  '2',
  'ENTITIES',
  '0',
  'LINE',
  '8',
  '0',
  '10',
  '0',
  '20',
  '0',
  '11',
  '100',
  '21',
  '50',
  '0',
  'ENDSEC',
  '0',
  'EOF',
  '',
].join('\n');

export async function makeFixtures() {
  const images = [];
  for (const [width, height] of [
    [640, 480],
    [1200, 900],
    [1600, 1200],
    [900, 1200],
  ]) {
    images.push({ name: `part-${width}.jpg`, url: dataUrl('image/jpeg', await (await photo(width, height)).jpeg({ quality: 85 }).toBuffer()) });
    images.push({ name: `part-${width}.png`, url: dataUrl('image/png', await (await photo(width, height)).png({ palette: true }).toBuffer()) });
  }
  const jpeg = await (await photo(800, 600)).jpeg({ quality: 80 }).toBuffer();
  const drawingPng = await (await photo(1000, 700)).png({ palette: true }).toBuffer();
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  return {
    /** Product images that encode to the four copies. */
    images,
    /** Quote drawings of each kind the server thumbnails, and one it keeps as is. */
    drawings: [
      { name: 'drawing.pdf', url: dataUrl('application/pdf', pdf) },
      { name: 'drawing.dxf', url: dataUrl('application/octet-stream', Buffer.from(DXF)) },
      { name: 'drawing.png', url: dataUrl('image/png', drawingPng) },
      { name: 'drawing.jpg', url: dataUrl('image/jpeg', jpeg) },
      {
        name: 'part.step',
        url: dataUrl('application/octet-stream', Buffer.from(`ISO-10303-21;\nHEADER;\n${'x'.repeat(4000)}\nEND-ISO-10303-21;\n`)),
      },
    ],
    /** Uploads that must be refused: wrong bytes, cut short, a pixel bomb claim, not base64, empty. */
    badUploads: [
      { name: 'fake.png', url: dataUrl('image/png', randomBytes(3000)) },
      { name: 'cut.jpg', url: dataUrl('image/jpeg', jpeg.subarray(0, jpeg.length >> 1)) },
      { name: 'bomb.png', url: dataUrl('image/png', hugePngClaim()) },
      { name: 'zip.pdf', url: dataUrl('application/pdf', Buffer.concat([Buffer.from('PK\u0003\u0004'), randomBytes(5000)])) },
      { name: 'text.jpg', url: 'data:image/jpeg;base64,@@not-base64@@' },
      { name: 'empty.png', url: 'data:image/png;base64,' },
      { name: 'script.pdf', url: dataUrl('text/html', Buffer.from('<script>alert(1)</script>')) },
    ],
  };
}
