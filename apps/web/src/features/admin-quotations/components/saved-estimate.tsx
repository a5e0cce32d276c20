import { formatMoney, type EstimateWire } from '@rp/contract';
import { useEstimateRates } from '../api/rate-tables';

const rupees = (value: number) => formatMoney(Math.round(value * 100), 'INR');
const quantityText = (q: number) => q.toLocaleString('en-IN', { maximumFractionDigits: 3 });

/** "Round bar Ø32 × 105 mm", "Plate 60 × 40 × 20 mm", "Casting 1.2 kg". */
function stockText(e: EstimateWire): string {
  const s = e.Stock;
  if (e.Form === 'Round bar') return `Round bar Ø${s.Diameter} × ${s.Length} mm`;
  if (e.Form === 'Hex bar') return `Hex bar ${s.AcrossFlats} A/F × ${s.Length} mm`;
  if (e.Form === 'Plate') return `Plate ${s.Length} × ${s.Width} × ${s.Thickness} mm`;
  return `${e.Form} ${e.WeightKg ?? '—'} kg`;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 py-0.5 ${strong ? 'font-semibold text-slate-900 dark:text-white' : ''}`}>
      <dt className="min-w-0">{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * A sent quotation's line: the estimate it was priced from, read-only, with the figures saved with it (the rates of
 * its day, not today's). Staff only: the buyer's answers carry no Estimate, and this view is the back office's.
 */
export function SavedEstimate({ estimate, quantity, lineNumber }: { estimate: EstimateWire; quantity: number; lineNumber: number }) {
  const rates = useEstimateRates();
  // Today's names for the rows' Ids; an Id since removed from the rates shows as itself.
  const nameOf = (rows: { Id: string; Name: string }[] | undefined, id: string) => rows?.find((r) => r.Id === id)?.Name ?? id;
  const f = estimate.Computed;
  const operations = estimate.Operations.map(
    (op) => `${nameOf(rates.data?.Machines, op.MachineId)}: ${op.SetupMinutes} min set-up, ${op.CycleMinutes} min a piece`,
  );
  const processes = estimate.Processes.map((p) => nameOf(rates.data?.Processes, p.ProcessId));
  return (
    <details className="mt-1 text-xs text-slate-700 dark:text-slate-200" data-testid={`line-${lineNumber}-saved-estimate`}>
      <summary className="cursor-pointer font-medium text-steel-700 dark:text-steel-200">
        Estimate (staff only): {rupees(f.PricePerPiece)} a piece
      </summary>
      <div className="mt-1 max-w-sm rounded-md bg-slate-50 p-2 dark:bg-slate-800/60">
        <p>
          {nameOf(rates.data?.Materials, estimate.MaterialId)} · {stockText(estimate)}
        </p>
        {operations.length ? <p>{operations.join('; ')}</p> : null}
        {processes.length ? <p>{processes.join(', ')}</p> : null}
        <p className="mt-1 font-semibold text-slate-500 dark:text-slate-400">Per piece for {quantityText(quantity)}, as saved</p>
        <dl className="mt-1 divide-y divide-slate-200 dark:divide-slate-700">
          <Row label="Gross weight" value={`${f.GrossWeightKg.toFixed(3)} kg`} />
          <Row label="Material" value={rupees(f.MaterialPerPiece)} />
          <Row label="Machining" value={rupees(f.MachiningPerPiece)} />
          <Row label="Processes" value={rupees(f.ProcessesPerPiece)} />
          {estimate.OtherPerPiece ? <Row label="Other" value={rupees(estimate.OtherPerPiece)} /> : null}
          <Row label="Cost" value={rupees(f.CostPerPiece)} strong />
          <Row label={`Price (margin ${estimate.MarginPercent} %)`} value={rupees(f.PricePerPiece)} strong />
          {f.Breaks.map((b) => (
            <Row key={b.Quantity} label={`Price for ${quantityText(b.Quantity)}`} value={rupees(b.PricePerPiece)} />
          ))}
        </dl>
      </div>
    </details>
  );
}
