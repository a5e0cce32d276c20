import type { DrawingAnalysis } from '@rp/contract';
import { Ruler } from 'lucide-react';
import { useDrawingMeasure } from '~/lib/drawing-measure';

const mm = (n: number) => `${n.toLocaleString('en-IN', { maximumFractionDigits: 1 })} mm`;
const cm3 = (mm3: number) => `${(mm3 / 1000).toLocaleString('en-IN', { maximumFractionDigits: 1 })} cm³`;

function Figures({ analysis }: { analysis: DrawingAnalysis }) {
  if (analysis.Kind === '3D') {
    const { BoundingBox: b, Turned: t, Suggested: s } = analysis;
    const stock =
      s.Form === 'Round bar'
        ? `Ø${s.Stock.Diameter} × ${s.Stock.Length} mm bar`
        : `${s.Stock.Length} × ${s.Stock.Width} × ${s.Stock.Thickness} mm plate`;
    return (
      <>
        <span>
          {mm(b.X)} × {mm(b.Y)} × {mm(b.Z)} · {cm3(analysis.Volume)}
        </span>
        <span>{t ? `Turned about ${t.Axis}: Ø${t.MaxDiameter} × ${t.Length} mm` : 'Not a turned part'}</span>
        <span>
          Stock {stock} · {s.GrossWeightKg} kg gross, {s.NetWeightKg} kg net · about {s.CycleMinutes} min machining
        </span>
      </>
    );
  }
  if (analysis.Kind === '2D') {
    return (
      <>
        <span>
          Profile {mm(analysis.BoundingBox.X)} × {mm(analysis.BoundingBox.Y)} ·{' '}
          {(analysis.Area / 100).toLocaleString('en-IN', { maximumFractionDigits: 1 })} cm² · perimeter {mm(analysis.Perimeter)}
        </span>
        <span>
          Stock plate {analysis.Suggested.Stock.Length} × {analysis.Suggested.Stock.Width} mm (thickness from the drawing)
        </span>
      </>
    );
  }
  return null;
}

/** Beside a STEP or DXF drawing: what the server measured in it and the stock it suggests (staff only). */
export function DrawingMeasure({ fileId }: { fileId: string }) {
  const { data, error, isPending } = useDrawingMeasure(fileId, true);
  return (
    <div
      className="flex gap-2 rounded-md bg-slate-50 p-2 text-xs text-slate-700 dark:bg-slate-800/60 dark:text-slate-200"
      data-testid="drawing-measure"
    >
      <Ruler className="mt-0.5 h-3.5 w-3.5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <p className="flex min-w-0 flex-col gap-0.5 break-words">
        {isPending ? <span>Measuring the drawing…</span> : null}
        {error ? <span>{error instanceof Error ? error.message : 'The drawing could not be measured.'}</span> : null}
        {data ? <Figures analysis={data} /> : null}
      </p>
    </div>
  );
}
