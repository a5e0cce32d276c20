import dxfParserModule from 'dxf-parser';

// dxf-parser ships a UMD bundle: Node's default import is the class itself; its types describe a namespace.
const DxfParser = ((dxfParserModule as unknown as { DxfParser?: unknown }).DxfParser ?? dxfParserModule) as unknown as new () => {
  parseSync(text: string): unknown;
};

/** The 2D drawing calls the renderer needs: the browser's and @napi-rs/canvas's contexts both have them. */
export interface Canvas2d {
  fillStyle: string | CanvasGradient | CanvasPattern;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  lineWidth: number;
  fillRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, r: number, start: number, end: number, ccw?: boolean): void;
  stroke(): void;
}

type Point = { x: number; y: number };
type Entity = { type: string; vertices?: Point[]; center?: Point; radius?: number; startAngle?: number; endAngle?: number; shape?: boolean };

/** Segments of the entities a thumbnail draws: lines, polylines, circles and arcs. */
function shapes(entities: Entity[]) {
  const out: { points?: Point[]; closed?: boolean; circle?: { c: Point; r: number; a0: number; a1: number } }[] = [];
  for (const e of entities) {
    if ((e.type === 'LINE' || e.type === 'LWPOLYLINE' || e.type === 'POLYLINE') && e.vertices?.length)
      out.push({ points: e.vertices, closed: e.shape });
    else if (e.type === 'CIRCLE' && e.center && e.radius) out.push({ circle: { c: e.center, r: e.radius, a0: 0, a1: 2 * Math.PI } });
    else if (e.type === 'ARC' && e.center && e.radius)
      out.push({ circle: { c: e.center, r: e.radius, a0: e.startAngle ?? 0, a1: e.endAngle ?? 2 * Math.PI } });
  }
  return out;
}

/** Draws an ASCII DXF fitted into width x height, black on white; returns how many entities it drew. */
export function drawDxf(text: string, ctx: Canvas2d, width: number, height: number): number {
  const parsed = new DxfParser().parseSync(text) as { entities?: Entity[] } | null;
  const items = shapes(parsed?.entities ?? []);
  if (items.length === 0) return 0;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  const grow = (x: number, y: number) => {
    [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  };
  for (const item of items) {
    item.points?.forEach((p) => grow(p.x, p.y));
    if (item.circle) {
      grow(item.circle.c.x - item.circle.r, item.circle.c.y - item.circle.r);
      grow(item.circle.c.x + item.circle.r, item.circle.c.y + item.circle.r);
    }
  }
  if (!Number.isFinite(minX)) return 0;
  const margin = 0.06 * Math.min(width, height);
  const scale = Math.min((width - 2 * margin) / Math.max(maxX - minX, 1e-9), (height - 2 * margin) / Math.max(maxY - minY, 1e-9));
  const offsetX = (width - (maxX - minX) * scale) / 2;
  const offsetY = (height - (maxY - minY) * scale) / 2;
  // DXF's y axis points up, the canvas's down.
  const at = (p: Point) => [offsetX + (p.x - minX) * scale, height - offsetY - (p.y - minY) * scale] as const;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.strokeStyle = '#1f2937';
  ctx.lineWidth = Math.max(1.5, width / 300);
  for (const item of items) {
    ctx.beginPath();
    if (item.points) {
      item.points.forEach((p, i) => (i === 0 ? ctx.moveTo(...at(p)) : ctx.lineTo(...at(p))));
      if (item.closed) ctx.lineTo(...at(item.points[0]!));
    } else if (item.circle) {
      const [cx, cy] = at(item.circle.c);
      // Flipping y turns counter-clockwise DXF angles into clockwise canvas ones.
      ctx.arc(cx, cy, item.circle.r * scale, -item.circle.a0, -item.circle.a1, true);
    }
    ctx.stroke();
  }
  return items.length;
}
