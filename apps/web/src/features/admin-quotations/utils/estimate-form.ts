import {
  computeEstimate,
  estimateFields,
  figuresToWire,
  type EstimateComputed,
  type EstimateForm,
  type EstimateInput,
  type EstimateRates,
  type DrawingAnalysis,
  type EstimateWire,
  type RateTablesWire,
} from '@rp/contract';

/**
 * A quotation line's estimate in the editor (issue 47): the save body's `Estimate` as the server reads it
 * (rupees, mm, minutes), the figures worked out live in the browser with the contract's computeEstimate, the
 * function the server uses.
 */
export type EstimateFormValues = EstimateInput;
type StockSize = 'Diameter' | 'AcrossFlats' | 'Length' | 'Width' | 'Thickness';

/** The stock sizes each form needs (mm); a casting or forging has its weight instead. */
export const STOCK_SIZES: Record<EstimateForm, readonly StockSize[]> = {
  'Round bar': ['Diameter', 'Length'],
  'Hex bar': ['AcrossFlats', 'Length'],
  Plate: ['Length', 'Width', 'Thickness'],
  Casting: [],
  Forging: [],
};
export const needsWeight = (form: EstimateForm | undefined) => form === 'Casting' || form === 'Forging';

/** A new estimate: the default material and margin of the rates, a round bar, no operations yet. */
export function newEstimate(rates: Pick<RateTablesWire, 'DefaultMaterialId' | 'DefaultMarginPercent'>): EstimateFormValues {
  return {
    MaterialId: rates.DefaultMaterialId,
    Form: 'Round bar',
    Stock: {},
    WeightKg: null,
    Operations: [],
    Processes: [],
    OtherPerPiece: undefined,
    MarginPercent: rates.DefaultMarginPercent,
  };
}

/** A saved line's estimate into the editor: its figures (Computed) left out, the server works them out again. */
export function estimateFormOf(wire: EstimateWire | null | undefined): EstimateFormValues | null {
  if (!wire) return null;
  return {
    MaterialId: wire.MaterialId,
    Form: wire.Form,
    Stock: { ...wire.Stock },
    WeightKg: wire.WeightKg,
    Operations: wire.Operations.map((op) => ({ ...op })),
    Processes: wire.Processes.map((p) => ({ ...p })),
    OtherPerPiece: wire.OtherPerPiece || undefined,
    MarginPercent: wire.MarginPercent,
    ...(wire.Volume === null ? {} : { Volume: wire.Volume }),
  };
}

/** The estimate as sent: only the sizes its form needs, a weight only for a casting or forging, no empty other. */
export function estimateBodyOf(estimate: EstimateFormValues | null | undefined): EstimateFormValues | null {
  if (!estimate) return null;
  const { Stock, WeightKg, OtherPerPiece, ...rest } = estimate;
  const sizes = STOCK_SIZES[estimate.Form] ?? [];
  return {
    ...rest,
    Stock: Object.fromEntries(sizes.map((key) => [key, Stock?.[key]])),
    WeightKg: needsWeight(estimate.Form) ? WeightKg : null,
    ...(OtherPerPiece ? { OtherPerPiece } : {}),
  };
}

const paise = (rupees: number) => Math.round(rupees * 100);

/** The rows an estimate names, in paise as computeEstimate takes them; or which Id the rates lack. */
export function ratesOf(
  estimate: { MaterialId: string; Operations: { MachineId: string }[]; Processes: { ProcessId: string }[] },
  rates: RateTablesWire,
): EstimateRates | string {
  const material = rates.Materials.find((m) => m.Id === estimate.MaterialId);
  if (!material) return `Material ${estimate.MaterialId} is not in Settings > Rates any more: pick another.`;
  const machines = [];
  for (const id of new Set(estimate.Operations.map((op) => op.MachineId))) {
    const machine = rates.Machines.find((m) => m.Id === id);
    if (!machine) return `Machine ${id} is not in Settings > Rates any more: pick another.`;
    machines.push({ ...machine, HourRate: paise(machine.HourRate) });
  }
  const processes = [];
  for (const id of new Set(estimate.Processes.map((p) => p.ProcessId))) {
    const process = rates.Processes.find((p) => p.Id === id);
    if (!process) return `Process ${id} is not in Settings > Rates any more: pick another.`;
    processes.push({ ...process, Price: paise(process.Price) });
  }
  return { Material: { ...material, PricePerKg: paise(material.PricePerKg) }, Machines: machines, Processes: processes };
}

export type LiveFigures = { figures: EstimateComputed } | { missing: string };

/**
 * The build-up for the line's quantity and each break quantity, or what is still missing. The figures for a saved
 * estimate may differ from the saved ones when the rates have changed since: the server keeps those for an
 * estimate sent back unchanged.
 */
export function liveFigures(
  estimate: EstimateFormValues | null | undefined,
  rates: RateTablesWire,
  quantity: unknown,
  breaks: unknown[],
): LiveFigures {
  if (!estimate) return { missing: 'No estimate yet.' };
  const parsed = estimateFields.safeParse(estimateBodyOf(estimate));
  if (!parsed.success) return { missing: parsed.error.issues[0]?.message ?? 'The estimate is not complete.' };
  if (typeof quantity !== 'number' || !(quantity > 0)) return { missing: 'Enter the line’s quantity.' };
  const used = ratesOf(parsed.data, rates);
  if (typeof used === 'string') return { missing: used };
  const thousandths = (q: number) => Math.round(q * 1000);
  const breakQuantities = breaks.filter((q): q is number => typeof q === 'number' && q > 0);
  const figures = computeEstimate(parsed.data, used, thousandths(quantity), breakQuantities.map(thousandths));
  return { figures: figuresToWire(figures) };
}

/** Rupees into the quotation's currency (rupees per unit given), to the hundredth; null without a rate. */
export function inCurrency(rupees: number, currency: string, exchangeRate: number | null | undefined): number | null {
  if (currency === 'INR') return rupees;
  if (typeof exchangeRate !== 'number' || !(exchangeRate > 0)) return null;
  return Math.round((rupees / exchangeRate) * 100 + 1e-9) / 100;
}

interface PricedLine {
  Per?: number | null;
  QuantityBreaks?: { Quantity: number; UnitPrice: number }[] | null;
}

/**
 * "Use these prices": the line's unit price is for `Per` units, so the price per piece times Per (to the paisa);
 * each break takes the price for its quantity. Null when a foreign currency has no exchange rate yet.
 */
export function pricesFromEstimate(
  line: PricedLine,
  figures: EstimateComputed,
  currency: string,
  exchangeRate?: number | null,
): { UnitPrice: number; QuantityBreaks: { Quantity: number; UnitPrice: number }[] } | null {
  const price = (perPiece: number) => inCurrency(Math.round(perPiece * (line.Per || 1) * 100 + 1e-6) / 100, currency, exchangeRate);
  const unitPrice = price(figures.PricePerPiece);
  if (unitPrice === null) return null;
  const QuantityBreaks = (line.QuantityBreaks ?? []).map((b) => {
    const match = figures.Breaks.find((f) => f.Quantity === b.Quantity);
    return match ? { ...b, UnitPrice: price(match.PricePerPiece)! } : b;
  });
  return { UnitPrice: unitPrice, QuantityBreaks };
}

/** JSON with keys sorted, so two estimates compare by content. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/**
 * The figures saved with this very estimate (same entries, same quantity) on the quotation as loaded, or null.
 * The server keeps the rates an estimate was made with while it is sent back unchanged, so these may differ from
 * the live figures, which use today's rates.
 */
export function savedFiguresFor(
  estimate: EstimateFormValues | null | undefined,
  quantity: unknown,
  savedLines: readonly { Quantity: number; Estimate?: EstimateWire | null }[] | undefined,
): EstimateComputed | null {
  if (!estimate || !savedLines) return null;
  const wanted = canonical(estimateBodyOf(estimate));
  const match = savedLines.find(
    (line) => line.Estimate && line.Quantity === quantity && canonical(estimateBodyOf(estimateFormOf(line.Estimate))) === wanted,
  );
  return match?.Estimate?.Computed ?? null;
}

/** The set-up minutes an estimate from a drawing starts with: one set-up on the machine its form goes to. */
export const DRAWING_SETUP_MINUTES = 30;

/**
 * An estimate started from what the server measured in the request's drawing: its material, form and stock, the
 * part's volume, and one operation on the first CNC lathe (a turned part) or VMC (anything else) for the suggested
 * machining minutes. A DXF gives a plate without its thickness, which the estimator adds. Null: nothing measured.
 */
export function estimateFromAnalysis(analysis: DrawingAnalysis | undefined, rates: RateTablesWire | undefined): EstimateFormValues | null {
  if (!analysis || !rates || analysis.Kind === 'none') return null;
  const base = newEstimate(rates);
  if (analysis.Kind === '2D') return { ...base, MaterialId: analysis.Suggested.MaterialId, Form: 'Plate', Stock: { ...analysis.Suggested.Stock } };
  const suggested = analysis.Suggested;
  const kind = suggested.Form === 'Round bar' ? 'CNC lathe' : 'VMC';
  const machine = rates.Machines.find((m) => m.Kind === kind) ?? rates.Machines[0];
  return {
    ...base,
    MaterialId: suggested.MaterialId,
    Form: suggested.Form,
    Stock: { ...suggested.Stock },
    Volume: analysis.Volume,
    Operations: machine ? [{ MachineId: machine.Id, SetupMinutes: DRAWING_SETUP_MINUTES, CycleMinutes: suggested.CycleMinutes }] : [],
  };
}
