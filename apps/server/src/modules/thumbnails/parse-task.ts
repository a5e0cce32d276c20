import type { DrawingPreviewKind } from '@rp/contract';
import { measureDrawing, type DrawingMeasure } from '../geometry/index.js';
import { renderThumbnail } from './render.js';

/** What a parser process is asked to do with one file: draw its thumbnail, or measure the model (issue 47). */
export type ParseRequest = { task?: 'thumbnail'; mimeType: string } | { task: 'measure'; kind: DrawingPreviewKind };

/** The parser's one answer: a PNG (base64), a model's figures, or why not. */
export type ParseAnswer = { ok: true; png: string } | { ok: true; measure: DrawingMeasure } | { ok: false; error: string };

/** Runs one request in the parser process (a child of the server, or the parser unit as its own user). */
export async function runParseTask(request: ParseRequest, bytes: Uint8Array): Promise<ParseAnswer> {
  try {
    if (request.task === 'measure') return { ok: true, measure: await measureDrawing(request.kind, bytes) };
    return { ok: true, png: (await renderThumbnail(request.mimeType, bytes)).toString('base64') };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/** A request read back from its JSON line; null when it names no task this parser knows. */
export function readParseRequest(value: unknown): ParseRequest | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as { task?: unknown; mimeType?: unknown; kind?: unknown };
  if (v.task === 'measure' && typeof v.kind === 'string') return { task: 'measure', kind: v.kind as DrawingPreviewKind };
  if ((v.task === undefined || v.task === 'thumbnail') && typeof v.mimeType === 'string') return { task: 'thumbnail', mimeType: v.mimeType };
  return null;
}

/** The server's view of an answer: the PNG's bytes, the figures, or the error. */
export type ParseOutcome = { png: Buffer } | { measure: DrawingMeasure } | { error: string };

export function outcomeOf(answer: Partial<{ ok: boolean; png: unknown; measure: unknown; error: unknown }>): ParseOutcome {
  if (answer.ok && typeof answer.png === 'string') return { png: Buffer.from(answer.png, 'base64') };
  if (answer.ok && answer.measure && typeof answer.measure === 'object') return { measure: answer.measure as DrawingMeasure };
  return { error: typeof answer.error === 'string' ? answer.error : 'the parser gave no answer' };
}
