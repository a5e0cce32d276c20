import dxfParserModule from 'dxf-parser';

// dxf-parser ships a UMD bundle: Node's default import is the class itself; its types describe a namespace.
const DxfParser = ((dxfParserModule as unknown as { DxfParser?: unknown }).DxfParser ?? dxfParserModule) as unknown as new () => {
  parseSync(text: string): unknown;
};

type Point = { x: number; y: number };
type Entity = {
  type: string;
  vertices?: (Point & { bulge?: number })[];
  center?: Point;
  radius?: number;
  startAngle?: number;
  endAngle?: number;
  shape?: boolean;
};
/** A straight (bulge 0) or circular segment from a to b; bulge = tan(sweep / 4), positive counter-clockwise. */
type Segment = { a: Point; b: Point; bulge: number };

export interface ProfileMeasure {
  BoundingBox: { X: number; Y: number };
  /** mm², holes inside the outer profile subtracted. */
  Area: number;
  /** mm, of the outer profile. */
  Perimeter: number;
}

/** $INSUNITS to millimetres: 1 inch, 2 feet, 4 mm, 5 cm, 6 m; unset or unitless is read as mm. */
const UNIT_MM: Record<number, number> = { 1: 25.4, 2: 304.8, 4: 1, 5: 10, 6: 1000 };
const JOIN_TOLERANCE = 1e-6;

const near = (p: Point, q: Point, scale: number) => Math.hypot(p.x - q.x, p.y - q.y) <= JOIN_TOLERANCE * Math.max(1, scale);

/** Polygon area (shoelace) plus each arc's circular segment, signed (counter-clockwise positive), and the length. */
function loopFigures(loop: Segment[]) {
  let area = 0;
  let length = 0;
  const points: Point[] = [];
  for (const { a, b, bulge } of loop) {
    area += (a.x * b.y - b.x * a.y) / 2;
    const chord = Math.hypot(b.x - a.x, b.y - a.y);
    if (bulge === 0) {
      length += chord;
      points.push(a);
      continue;
    }
    const sweep = 4 * Math.atan(bulge);
    const radius = chord / (2 * Math.sin(Math.abs(sweep) / 2));
    area += (radius * radius * (sweep - Math.sin(sweep))) / 2;
    length += Math.abs(sweep) * radius;
    // Points along the arc for the bounding box.
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const toCentre = radius * Math.cos(Math.abs(sweep) / 2) * Math.sign(sweep);
    const centre = { x: mid.x - ((b.y - a.y) / chord) * toCentre, y: mid.y + ((b.x - a.x) / chord) * toCentre };
    const start = Math.atan2(a.y - centre.y, a.x - centre.x);
    for (let s = 0; s < 64; s++) {
      const angle = start + (sweep * s) / 64;
      points.push({ x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) });
    }
  }
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { area, length, min: { x: Math.min(...xs), y: Math.min(...ys) }, max: { x: Math.max(...xs), y: Math.max(...ys) } };
}

const arcSegment = (c: Point, r: number, a0: number, a1: number): Segment => {
  let sweep = a1 - a0;
  while (sweep <= 0) sweep += 2 * Math.PI;
  return {
    a: { x: c.x + r * Math.cos(a0), y: c.y + r * Math.sin(a0) },
    b: { x: c.x + r * Math.cos(a1), y: c.y + r * Math.sin(a1) },
    bulge: Math.tan(sweep / 4),
  };
};

/** Closed loops: closed polylines and circles as they are, lines and arcs joined end to end. */
function closedLoops(entities: Entity[]): Segment[][] {
  const loops: Segment[][] = [];
  const loose: Segment[] = [];
  for (const e of entities) {
    if ((e.type === 'LWPOLYLINE' || e.type === 'POLYLINE') && e.vertices && e.vertices.length >= 2) {
      const v = e.vertices;
      const segments = v.slice(0, e.shape ? v.length : v.length - 1).map((p, i) => ({ a: p, b: v[(i + 1) % v.length]!, bulge: p.bulge ?? 0 }));
      if (e.shape) loops.push(segments);
      else loose.push(...segments);
    } else if (e.type === 'CIRCLE' && e.center && e.radius) {
      loops.push([arcSegment(e.center, e.radius, 0, Math.PI), arcSegment(e.center, e.radius, Math.PI, 2 * Math.PI)]);
    } else if (e.type === 'LINE' && e.vertices?.length === 2) {
      loose.push({ a: e.vertices[0]!, b: e.vertices[1]!, bulge: 0 });
    } else if (e.type === 'ARC' && e.center && e.radius) {
      loose.push(arcSegment(e.center, e.radius, e.startAngle ?? 0, e.endAngle ?? 2 * Math.PI));
    }
  }
  const scale = Math.max(1, ...loose.flatMap((s) => [Math.abs(s.a.x), Math.abs(s.a.y)]));
  while (loose.length) {
    const chain = [loose.shift()!];
    for (let grown = true; grown && !near(chain.at(-1)!.b, chain[0]!.a, scale);) {
      grown = false;
      const end = chain.at(-1)!.b;
      const i = loose.findIndex((s) => near(s.a, end, scale) || near(s.b, end, scale));
      if (i >= 0) {
        const [s] = loose.splice(i, 1);
        chain.push(near(s!.a, end, scale) ? s! : { a: s!.b, b: s!.a, bulge: -s!.bulge });
        grown = true;
      }
    }
    if (near(chain.at(-1)!.b, chain[0]!.a, scale)) loops.push(chain);
  }
  return loops;
}

/**
 * The outer closed profile of a 2D drawing (the loop of the largest area) in mm: its box and perimeter, and its area
 * less the closed loops inside it (holes).
 */
export function measureDxf(bytes: Uint8Array): ProfileMeasure {
  let parsed: { entities?: Entity[]; header?: Record<string, unknown> } | null;
  try {
    parsed = new DxfParser().parseSync(Buffer.from(bytes).toString('utf8')) as typeof parsed;
  } catch {
    throw new Error('This DXF could not be read (an ASCII DXF is needed).');
  }
  const loops = closedLoops(parsed?.entities ?? []).map(loopFigures);
  if (loops.length === 0) throw new Error('The DXF has no closed profile (a closed polyline, a circle, or lines and arcs that meet).');
  const outer = loops.reduce((best, loop) => (Math.abs(loop.area) > Math.abs(best.area) ? loop : best));
  const inside = (l: typeof outer) =>
    l !== outer && l.min.x >= outer.min.x && l.min.y >= outer.min.y && l.max.x <= outer.max.x && l.max.y <= outer.max.y;
  const holes = loops.filter(inside).reduce((sum, l) => sum + Math.abs(l.area), 0);
  const unit = UNIT_MM[Number(parsed?.header?.$INSUNITS)] ?? 1;
  return {
    BoundingBox: { X: (outer.max.x - outer.min.x) * unit, Y: (outer.max.y - outer.min.y) * unit },
    Area: (Math.abs(outer.area) - holes) * unit * unit,
    Perimeter: outer.length * unit,
  };
}
