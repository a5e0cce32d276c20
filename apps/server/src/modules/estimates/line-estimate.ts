import { computeEstimate, type Estimate, type EstimateRates, type RateTablesData, type StoredEstimate } from '@rp/contract';
import { badRequest } from '../../lib/http-errors.js';

/** The rows an estimate names, or a 400 that says which Id is unknown. */
export function ratesFor(estimate: Estimate, rates: RateTablesData, path = 'Estimate'): EstimateRates {
  const unknown = (field: string, id: string, table: string) => {
    const message = `${field} ${id} is not one of the ${table} in Settings > Rates.`;
    return badRequest(message, { [`${path}.${field}`]: message });
  };
  const material = rates.Materials.find((m) => m.Id === estimate.MaterialId);
  if (!material) throw unknown('MaterialId', estimate.MaterialId, 'materials');
  const machines = [...new Set(estimate.Operations.map((op) => op.MachineId))].map((id) => {
    const machine = rates.Machines.find((m) => m.Id === id);
    if (!machine) throw unknown('MachineId', id, 'machines');
    return machine;
  });
  const processes = [...new Set(estimate.Processes.map((p) => p.ProcessId))].map((id) => {
    const process = rates.Processes.find((p) => p.Id === id);
    if (!process) throw unknown('ProcessId', id, 'processes');
    return process;
  });
  return { Material: material, Machines: machines, Processes: processes };
}

type LineWithEstimate = {
  QuantityThousandths: number;
  QuantityBreaks: { QuantityThousandths: number }[];
  Estimate?: Estimate | StoredEstimate | null;
};

const inputOf = ({ Rates: _rates, Figures: _figures, ...input }: StoredEstimate) => input;
/** JSON with keys sorted: a jsonb column gives its keys back in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
const sameInput = (a: Estimate, b: StoredEstimate) => canonical(a) === canonical(inputOf(b));

/**
 * A save's lines as stored: each estimate with the rate rows it uses and its figures for the line's quantity and
 * breaks. An estimate saved before and sent back unchanged keeps the rows it was made with (a rate changed since
 * applies to new estimates only); a new or changed one takes today's.
 */
export function storedLines<L extends LineWithEstimate>(
  lines: L[],
  rates: RateTablesData,
  previous: { Estimate?: StoredEstimate | null }[] = [],
): (Omit<L, 'Estimate'> & { Estimate: StoredEstimate | null })[] {
  const kept = previous.flatMap((line) => (line.Estimate ? [line.Estimate] : []));
  return lines.map((line, i) => {
    const estimate = line.Estimate as Estimate | null | undefined;
    if (!estimate) return { ...line, Estimate: null };
    const earlier = kept.find((stored) => sameInput(estimate, stored));
    const used = earlier ? earlier.Rates : ratesFor(estimate, rates, `Lines.${i}.Estimate`);
    const breaks = line.QuantityBreaks.map((b) => b.QuantityThousandths);
    return { ...line, Estimate: { ...estimate, Rates: used, Figures: computeEstimate(estimate, used, line.QuantityThousandths, breaks) } };
  });
}
