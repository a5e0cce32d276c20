import type { DrawingPreviewKind } from '@rp/contract';
import type { DrawingMeasure } from '../geometry/index.js';
import { DEFAULT_CHILD_ENTRY, parseIsolated, type IsolateLimits } from './isolate.js';
import { parseThroughSocket } from './parser-socket.js';

/** A model is measured within 30 s (the limit); OpenCascade's WebAssembly memory sits outside the V8 heap. */
export const MEASURE_LIMITS: IsolateLimits = { timeoutMs: 30_000, heapMb: 512, rssMb: 1536 };

export interface MeasureOptions {
  /** PARSER_SOCKET: the parser unit (its own user, ADR 092); unset: a child process with a minimal environment. */
  socketPath?: string;
  childEntry?: string;
  limits?: IsolateLimits;
}

/**
 * A drawing measured where strangers' files are parsed, never on the server's event loop: the parser unit when
 * there is one, else a child process. The figures, or the parser's reason.
 */
export async function measureApart(
  kind: DrawingPreviewKind,
  bytes: Uint8Array,
  opts: MeasureOptions = {},
): Promise<DrawingMeasure | { error: string }> {
  const limits = opts.limits ?? MEASURE_LIMITS;
  const outcome = opts.socketPath
    ? await parseThroughSocket(opts.socketPath, { task: 'measure', kind }, bytes, limits)
    : await parseIsolated({ task: 'measure', kind }, bytes, limits, opts.childEntry ?? DEFAULT_CHILD_ENTRY);
  if ('measure' in outcome) return outcome.measure;
  if ('png' in outcome) return { error: 'the parser drew instead of measuring' };
  return outcome;
}
