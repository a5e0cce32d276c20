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
  0,
  'SECTION',
  2,
  'ENTITIES',
  0,
  'LWPOLYLINE',
  8,
  'OUTLINE',
  90,
  4,
  70,
  1,
  10,
  0,
  20,
  0,
  10,
  100,
  20,
  0,
  10,
  100,
  20,
  60,
  10,
  0,
  20,
  60,
  0,
  'LINE',
  8,
  'OUTLINE',
  10,
  0,
  20,
  30,
  30,
  0,
  11,
  100,
  21,
  30,
  31,
  0,
  0,
  'CIRCLE',
  8,
  'HOLES',
  10,
  50,
  20,
  30,
  30,
  0,
  40,
  18,
  0,
  'ARC',
  8,
  'HOLES',
  10,
  20,
  20,
  30,
  30,
  0,
  40,
  8,
  50,
  0,
  51,
  180,
  0,
  'TEXT',
  8,
  'NOTES',
  10,
  5,
  20,
  50,
  30,
  0,
  40,
  4,
  1,
  'FLANGE 100x60',
  0,
  'ENDSEC',
  0,
  'EOF',
]);

/**
 * A STEP (AP214) box of w x d x h mm as a B-rep solid: 8 vertices, 12 line edges, 6 planar faces, in a
 * product structure that CAD readers (OpenCascade) accept.
 */
export function sampleStepBox(w = 40, d = 30, h = 20): string {
  const lines: string[] = [];
  let n = 0;
  const add = (entity: string) => {
    lines.push(`#${++n}=${entity};`);
    return `#${n}`;
  };
  const ctx = add(
    "( GEOMETRIC_REPRESENTATION_CONTEXT(3) GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((#0)) GLOBAL_UNIT_ASSIGNED_CONTEXT((#0,#0,#0)) REPRESENTATION_CONTEXT('',''))",
  );
  const mmUnit = add('( LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT(.MILLI.,.METRE.) )');
  const radUnit = add('( NAMED_UNIT(*) PLANE_ANGLE_UNIT() SI_UNIT($,.RADIAN.) )');
  const srUnit = add('( NAMED_UNIT(*) SI_UNIT($,.STERADIAN.) SOLID_ANGLE_UNIT() )');
  const uncertainty = add(`UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-07),${mmUnit},'distance_accuracy_value','')`);
  lines[0] = lines[0]!.replace('((#0))', `((${uncertainty}))`).replace('((#0,#0,#0))', `((${mmUnit},${radUnit},${srUnit}))`);
  const pt = (x: number, y: number, z: number) => add(`CARTESIAN_POINT('',(${x.toFixed(1)},${y.toFixed(1)},${z.toFixed(1)}))`);
  const dir = (x: number, y: number, z: number) => add(`DIRECTION('',(${x.toFixed(1)},${y.toFixed(1)},${z.toFixed(1)}))`);
  const corners: [number, number, number][] = [
    [0, 0, 0],
    [w, 0, 0],
    [w, d, 0],
    [0, d, 0],
    [0, 0, h],
    [w, 0, h],
    [w, d, h],
    [0, d, h],
  ];
  const vertices = corners.map((c) => add(`VERTEX_POINT('',${pt(...c)})`));
  const edgeIndex = new Map<string, string>();
  const edge = (a: number, b: number) => {
    const key = a < b ? `${a}-${b}` : `${b}-${a}`;
    if (!edgeIndex.has(key)) {
      const [lo, hi] = a < b ? [a, b] : [b, a];
      const [p, q] = [corners[lo]!, corners[hi]!];
      const len = Math.hypot(q[0] - p[0], q[1] - p[1], q[2] - p[2]);
      const vec = add(`VECTOR('',${dir((q[0] - p[0]) / len, (q[1] - p[1]) / len, (q[2] - p[2]) / len)},1.0)`);
      const line = add(`LINE('',${pt(...p)},${vec})`);
      edgeIndex.set(key, add(`EDGE_CURVE('',${vertices[lo]},${vertices[hi]},${line},.T.)`));
    }
    return { id: edgeIndex.get(key)!, sameSense: a < b };
  };
  // Each face: its corner loop (counter-clockwise seen from outside), normal and a reference direction.
  const faces: [number[], [number, number, number], [number, number, number]][] = [
    [
      [0, 3, 2, 1],
      [0, 0, -1],
      [1, 0, 0],
    ],
    [
      [4, 5, 6, 7],
      [0, 0, 1],
      [1, 0, 0],
    ],
    [
      [0, 1, 5, 4],
      [0, -1, 0],
      [1, 0, 0],
    ],
    [
      [1, 2, 6, 5],
      [1, 0, 0],
      [0, 1, 0],
    ],
    [
      [2, 3, 7, 6],
      [0, 1, 0],
      [-1, 0, 0],
    ],
    [
      [3, 0, 4, 7],
      [-1, 0, 0],
      [0, -1, 0],
    ],
  ];
  const faceIds = faces.map(([loop, normal, ref]) => {
    const oriented = loop.map((a, i) => {
      const e = edge(a, loop[(i + 1) % 4]!);
      return add(`ORIENTED_EDGE('',*,*,${e.id},${e.sameSense ? '.T.' : '.F.'})`);
    });
    const edgeLoop = add(`EDGE_LOOP('',(${oriented.join(',')}))`);
    const bound = add(`FACE_OUTER_BOUND('',${edgeLoop},.T.)`);
    const placement = add(`AXIS2_PLACEMENT_3D('',${pt(...corners[loop[0]!]!)},${dir(...normal)},${dir(...ref)})`);
    const plane = add(`PLANE('',${placement})`);
    return add(`ADVANCED_FACE('',(${bound}),${plane},.T.)`);
  });
  const shell = add(`CLOSED_SHELL('',(${faceIds.join(',')}))`);
  const solid = add(`MANIFOLD_SOLID_BREP('Box',${shell})`);
  const origin = add(`AXIS2_PLACEMENT_3D('',${pt(0, 0, 0)},${dir(0, 0, 1)},${dir(1, 0, 0)})`);
  const brep = add(`ADVANCED_BREP_SHAPE_REPRESENTATION('',(${origin},${solid}),${ctx})`);
  const app = add("APPLICATION_CONTEXT('automotive design')");
  const productContext = add(`PRODUCT_CONTEXT('',${app},'mechanical')`);
  const product = add(`PRODUCT('Box','Box','',(${productContext}))`);
  const formation = add(`PRODUCT_DEFINITION_FORMATION('','',${product})`);
  const defContext = add(`PRODUCT_DEFINITION_CONTEXT('part definition',${app},'design')`);
  const definition = add(`PRODUCT_DEFINITION('design','',${formation},${defContext})`);
  const shape = add(`PRODUCT_DEFINITION_SHAPE('','',${definition})`);
  add(`SHAPE_DEFINITION_REPRESENTATION(${shape},${brep})`);
  return [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('Sample box'),'2;1');",
    "FILE_NAME('box.step','2026-11-23T00:00:00',(''),(''),'','','');",
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));",
    'ENDSEC;',
    'DATA;',
    ...lines,
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}
