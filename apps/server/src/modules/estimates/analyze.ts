import { eq } from 'drizzle-orm';
import { drawingPreviewKind, type DrawingAnalysis, type RateTablesData } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { drawingMeasures, files } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import type { DrawingMeasure } from '../geometry/index.js';
import { measureApart, type MeasureOptions } from '../thumbnails/index.js';
import { suggestFor2d, suggestFor3d } from './suggest.js';

export const DRAWING_NOT_FOUND = 'Drawing not found: FileId must be a drawing of a lead.';

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The figures as answered (mm to 3 decimals, mm² and mm³ to 1) with today's stock suggestion. */
function toAnalysis(measure: DrawingMeasure, rates: RateTablesData): DrawingAnalysis {
  if (measure.Kind === '3D') {
    const box = measure.BoundingBox;
    return {
      Kind: '3D',
      BoundingBox: { X: round(box.X, 3), Y: round(box.Y, 3), Z: round(box.Z, 3) },
      Volume: round(measure.Volume, 1),
      SurfaceArea: round(measure.SurfaceArea, 1),
      Turned: measure.Turned && { ...measure.Turned, MaxDiameter: round(measure.Turned.MaxDiameter, 3), Length: round(measure.Turned.Length, 3) },
      Suggested: suggestFor3d(measure, rates),
    };
  }
  if (measure.Kind === '2D') {
    return {
      Kind: '2D',
      BoundingBox: { X: round(measure.BoundingBox.X, 3), Y: round(measure.BoundingBox.Y, 3) },
      Area: round(measure.Area, 1),
      Perimeter: round(measure.Perimeter, 2),
      Suggested: suggestFor2d(measure, rates),
    };
  }
  return { Kind: 'none' };
}

/**
 * POST /estimate/analyze: a lead's drawing measured in the parser (30 s, its own memory limit), kept per file so a
 * second look costs one read; a file the parser cannot read answers 400 with its reason (kept too: a hostile file
 * is parsed once). A PDF or an image answers Kind none without parsing.
 */
export async function analyzeDrawing(db: Db, fileId: string, rates: RateTablesData, opts: MeasureOptions): Promise<DrawingAnalysis> {
  // The file's name and type first: a kept measure needs no bytes read.
  const [file] = isUuid(fileId)
    ? await db.select({ name: files.name, mimeType: files.mimeType, kind: files.kind }).from(files).where(eq(files.id, fileId)).limit(1)
    : [];
  if (!file || file.kind !== 'drawing') throw notFound(DRAWING_NOT_FOUND);
  const kind = drawingPreviewKind(file.name, file.mimeType);
  if (kind !== 'step' && kind !== 'dxf') return { Kind: 'none' };
  const [kept] = await db.select().from(drawingMeasures).where(eq(drawingMeasures.fileId, fileId)).limit(1);
  let measure = kept?.measure as DrawingMeasure | null | undefined;
  let error = kept?.error ?? null;
  if (!kept) {
    const [bytes] = await db.select({ data: files.data }).from(files).where(eq(files.id, fileId)).limit(1);
    const result = await measureApart(kind, bytes!.data, opts);
    measure = 'error' in result ? null : result;
    error = 'error' in result ? result.error : null;
    await db
      .insert(drawingMeasures)
      .values({ fileId, measure: (measure as Record<string, unknown> | null) ?? null, error })
      .onConflictDoNothing();
  }
  if (!measure) throw badRequest(`This drawing could not be measured: ${error ?? 'the parser gave no answer'}`, { FileId: error ?? 'unreadable' });
  return toAnalysis(measure, rates);
}
