import type { RateTablesInput, RateTablesWire } from '@rp/contract';

/**
 * The Rates screen's values are the save body as the server reads it (rupees, mm), so the contract's
 * rateTablesBody checks them in the browser with the server's own messages. Each row keeps its Id as loaded;
 * a new row has none ('') and the server gives it one.
 */
export type RatesFormValues = RateTablesInput;
export type MachineRow = RatesFormValues['Machines'][number];
export type MaterialRow = RatesFormValues['Materials'][number];
export type ProcessRow = RatesFormValues['Processes'][number];

/** The stored set as form values: the save stamp left out, every list copied (the form edits its own). */
export function ratesFormValues(wire: RateTablesWire): RatesFormValues {
  return {
    Machines: wire.Machines.map((m) => ({ ...m })),
    Materials: wire.Materials.map((m) => ({ ...m })),
    Processes: wire.Processes.map((p) => ({ ...p })),
    BarSizes: [...wire.BarSizes],
    Allowances: { ...wire.Allowances },
    DefaultMarginPercent: wire.DefaultMarginPercent,
    DefaultMaterialId: wire.DefaultMaterialId,
  };
}

/** An empty figure: undefined until typed, so the schema says which one is missing. */
const blank = undefined as unknown as number;

export const newMachine = (): MachineRow => ({ Id: '', Name: '', Kind: 'CNC lathe', HourRate: blank });
export const newMaterial = (): MaterialRow => ({ Id: '', Name: '', Density: blank, PricePerKg: blank, RemovalRate: blank, FinishRate: blank });
export const newProcess = (): ProcessRow => ({ Id: '', Name: '', Basis: 'per piece', Price: blank });

/** A diameter typed into the bar sizes ("32", "12.5"), or the reason it cannot be added. */
export function parseBarSize(text: string, sizes: readonly number[]): { size: number } | { error: string } {
  const size = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(size) || size <= 0) return { error: 'Enter a diameter in mm, more than 0.' };
  if (size > 1000) return { error: 'A bar size must be at most 1000 mm.' };
  if (Math.round(size * 10) !== size * 10) return { error: 'A bar size may have at most 1 decimal.' };
  if (sizes.includes(size)) return { error: `${size} mm is listed already.` };
  return { size };
}

/** The sizes with one added, ascending (the order the server keeps). */
export const withBarSize = (sizes: readonly number[], size: number) => [...sizes, size].sort((a, b) => a - b);
