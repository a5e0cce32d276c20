/**
 * Geometry of a drawing (issue 47), read by a CAD kernel: pure functions, run only inside the processes that parse
 * strangers' files (the thumbnails' child or parser unit). What other modules may use; everything else is internal.
 */
import type { DrawingPreviewKind } from '@rp/contract';
import { measureDxf, type ProfileMeasure } from './dxf.js';
import type { SolidMeasure } from './mesh-measure.js';
import { measureStep } from './step.js';

export type { ProfileMeasure } from './dxf.js';
export type { SolidMeasure } from './mesh-measure.js';

/** A STEP model's solid figures, a DXF's outer profile, or nothing for a PDF or an image. */
export type DrawingMeasure = ({ Kind: '3D' } & SolidMeasure) | ({ Kind: '2D' } & ProfileMeasure) | { Kind: 'none' };

/** Measures a drawing of the given kind; throws with a message for the user when the file cannot be read. */
export async function measureDrawing(kind: DrawingPreviewKind, bytes: Uint8Array): Promise<DrawingMeasure> {
  if (kind === 'step') return { Kind: '3D', ...(await measureStep(bytes)) };
  if (kind === 'dxf') return { Kind: '2D', ...measureDxf(bytes) };
  return { Kind: 'none' };
}
