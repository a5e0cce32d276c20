import dxfParserModule from 'dxf-parser';

// dxf-parser ships a UMD bundle: the default import is the class itself; its types describe a namespace.
const DxfParser = ((dxfParserModule as unknown as { DxfParser?: unknown }).DxfParser ?? dxfParserModule) as unknown as new () => {
  parseSync(text: string): unknown;
};

type Point = { x: number; y: number };
interface RawEntity {
  type: string;
  layer?: string;
  vertices?: Point[];
  shape?: boolean;
  center?: Point;
  radius?: number;
  startAngle?: number;
  endAngle?: number;
  startPoint?: Point;
  position?: Point;
  text?: string;
  textHeight?: number;
  height?: number;
}

export type Shape =
  | { kind: 'path'; layer: string; points: Point[]; closed: boolean }
  | { kind: 'arc'; layer: string; center: Point; radius: number; start: number; end: number }
  | { kind: 'text'; layer: string; at: Point; text: string; height: number };

export interface DxfScene {
  shapes: Shape[];
  layers: string[];
  /** Entity types found in the file that this viewer does not draw, with their counts. */
  skipped: Record<string, number>;
  bounds: { minX: number; minY: number; maxX: number; maxY: number } | null;
}

function toShape(e: RawEntity): Shape | null {
  const layer = e.layer ?? '0';
  switch (e.type) {
    case 'LINE':
    case 'LWPOLYLINE':
    case 'POLYLINE':
      return e.vertices?.length ? { kind: 'path', layer, points: e.vertices, closed: Boolean(e.shape) } : null;
    case 'CIRCLE':
      return e.center && e.radius ? { kind: 'arc', layer, center: e.center, radius: e.radius, start: 0, end: 2 * Math.PI } : null;
    case 'ARC':
      return e.center && e.radius
        ? { kind: 'arc', layer, center: e.center, radius: e.radius, start: e.startAngle ?? 0, end: e.endAngle ?? 2 * Math.PI }
        : null;
    case 'TEXT':
    case 'MTEXT': {
      const at = e.startPoint ?? e.position;
      return at && e.text ? { kind: 'text', layer, at, text: e.text.replace(/\\P/g, ' '), height: e.textHeight ?? e.height ?? 2.5 } : null;
    }
    default:
      return null;
  }
}

/** Parses an ASCII DXF into drawable shapes, its layers and what it could not draw; throws on a broken file. */
export function parseDxf(text: string): DxfScene {
  const parsed = new DxfParser().parseSync(text) as { entities?: RawEntity[] } | null;
  if (!parsed) throw new Error('The DXF could not be read.');
  const shapes: Shape[] = [];
  const skipped: Record<string, number> = {};
  for (const entity of parsed.entities ?? []) {
    const shape = toShape(entity);
    if (shape) shapes.push(shape);
    else skipped[entity.type] = (skipped[entity.type] ?? 0) + 1;
  }
  let bounds: DxfScene['bounds'] = null;
  const grow = (x: number, y: number) => {
    bounds = bounds
      ? { minX: Math.min(bounds.minX, x), minY: Math.min(bounds.minY, y), maxX: Math.max(bounds.maxX, x), maxY: Math.max(bounds.maxY, y) }
      : { minX: x, minY: y, maxX: x, maxY: y };
  };
  for (const s of shapes) {
    if (s.kind === 'path') s.points.forEach((p) => grow(p.x, p.y));
    else if (s.kind === 'arc') {
      grow(s.center.x - s.radius, s.center.y - s.radius);
      grow(s.center.x + s.radius, s.center.y + s.radius);
    } else grow(s.at.x, s.at.y);
  }
  const layers = [...new Set(shapes.map((s) => s.layer))].sort();
  return { shapes, layers, skipped, bounds };
}

export interface View {
  scale: number;
  /** Screen position of the drawing's origin. */
  x: number;
  y: number;
}

/** The view that fits the drawing into a width x height canvas with a margin. */
export function fitView(scene: DxfScene, width: number, height: number): View {
  const b = scene.bounds;
  if (!b) return { scale: 1, x: width / 2, y: height / 2 };
  const margin = 0.06 * Math.min(width, height);
  const scale = Math.min((width - 2 * margin) / Math.max(b.maxX - b.minX, 1e-9), (height - 2 * margin) / Math.max(b.maxY - b.minY, 1e-9));
  return {
    scale,
    x: (width - (b.maxX - b.minX) * scale) / 2 - b.minX * scale,
    y: height - (height - (b.maxY - b.minY) * scale) / 2 + b.minY * scale,
  };
}

/** Draws the shapes of the visible layers (DXF y points up, the canvas's down). */
export function drawScene(ctx: CanvasRenderingContext2D, scene: DxfScene, view: View, hidden: Set<string>, width: number, height: number) {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.strokeStyle = '#1f2937';
  ctx.fillStyle = '#1f2937';
  ctx.lineWidth = 1.25;
  const sx = (x: number) => view.x + x * view.scale;
  const sy = (y: number) => view.y - y * view.scale;
  for (const s of scene.shapes) {
    if (hidden.has(s.layer)) continue;
    if (s.kind === 'text') {
      ctx.font = `${Math.max(6, s.height * view.scale)}px sans-serif`;
      ctx.fillText(s.text, sx(s.at.x), sy(s.at.y));
      continue;
    }
    ctx.beginPath();
    if (s.kind === 'path') {
      s.points.forEach((p, i) => (i === 0 ? ctx.moveTo(sx(p.x), sy(p.y)) : ctx.lineTo(sx(p.x), sy(p.y))));
      if (s.closed) ctx.closePath();
    } else {
      ctx.arc(sx(s.center.x), sy(s.center.y), s.radius * view.scale, -s.start, -s.end, true);
    }
    ctx.stroke();
  }
}
