/** Small real drawing files for tests (server, web, e2e): each opens in its real viewer. */

/** A PDF of `pages` A6 pages, each with a frame, a cross and its page number; correct xref offsets. */
export function samplePdf(pages = 1): string {
  const objects: string[] = ['<</Type/Catalog/Pages 2 0 R>>'];
  const kids = Array.from({ length: pages }, (_, i) => `${4 + i * 2} 0 R`).join(' ');
  objects.push(`<</Type/Pages/Kids[${kids}]/Count ${pages}>>`);
  objects.push('<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>');
  for (let i = 0; i < pages; i++) {
    const stream = `2 w 20 20 257 380 re S 20 20 m 277 400 l S 277 20 m 20 400 l S BT /F1 36 Tf 110 200 Td (Page ${i + 1}) Tj ET`;
    objects.push(`<</Type/Page/Parent 2 0 R/MediaBox[0 0 297 420]/Resources<</Font<</F1 3 0 R>>>>/Contents ${5 + i * 2} 0 R>>`);
    objects.push(`<</Length ${stream.length}>>stream\n${stream}\nendstream`);
  }
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = out.length;
    out += `${i + 1} 0 obj${body}endobj\n`;
    return offset;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

const dxfPairs = (pairs: (string | number)[]) => pairs.map((v) => String(v)).join('\n') + '\n';

/** An ASCII DXF flange: outline on layer OUTLINE, a bore circle and an arc on HOLES, one TEXT on NOTES. */
export const SAMPLE_DXF = dxfPairs([
  0, 'SECTION', 2, 'ENTITIES',
  0, 'LWPOLYLINE', 8, 'OUTLINE', 90, 4, 70, 1, 10, 0, 20, 0, 10, 100, 20, 0, 10, 100, 20, 60, 10, 0, 20, 60,
  0, 'LINE', 8, 'OUTLINE', 10, 0, 20, 30, 30, 0, 11, 100, 21, 30, 31, 0,
  0, 'CIRCLE', 8, 'HOLES', 10, 50, 20, 30, 30, 0, 40, 18,
  0, 'ARC', 8, 'HOLES', 10, 20, 20, 30, 30, 0, 40, 8, 50, 0, 51, 180,
  0, 'TEXT', 8, 'NOTES', 10, 5, 20, 50, 30, 0, 40, 4, 1, 'FLANGE 100x60',
  0, 'ENDSEC', 0, 'EOF',
]);
