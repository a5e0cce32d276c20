// @database-agnostic: the contract's estimate arithmetic, checked against an independent computation
import { computeEstimate, estimateFields, RATE_TABLES_SEED, type EstimateInput, type EstimateRates } from '@rp/contract';
import { describe, expect, it } from 'vitest';

const rates: EstimateRates = {
  Material: { Id: 'en8', Name: 'EN8', Density: 7.85, PricePerKg: 7_200, RemovalRate: 30, FinishRate: 40 },
  Machines: [
    { Id: 'cnc', Name: 'CNC', Kind: 'CNC lathe', HourRate: 65_000 },
    { Id: 'vmc', Name: 'VMC', Kind: 'VMC', HourRate: 90_000 },
  ],
  Processes: [
    { Id: 'hard', Name: 'Hardening', Basis: 'per kg', Price: 4_500 },
    { Id: 'pack', Name: 'Packing', Basis: 'per piece', Price: 250 },
    { Id: 'report', Name: 'Report', Basis: 'per lot', Price: 150_000 },
  ],
};

const parse = (input: EstimateInput) => estimateFields.parse(input);

/** The issue's formulas written out again in rupees, rounded only at the end (half up). */
function expected(volumeMm3: number | null, weightKg: number | null, q: number, margin: number) {
  const weight = weightKg ?? (volumeMm3! * 7.85) / 1e6;
  const material = weight * 72;
  const machining = (2.5 / 60) * 650 + (1.2 / 60) * 900 + ((30 / 60) * 650 + (45 / 60) * 900) / q;
  const processes = 45 * weight + 2.5 + 1500 / q;
  const cost = material + machining + processes + 3;
  return { weight, material, machining, processes, cost, price: Math.round(cost * (1 + margin / 100) * 100 + 1e-7) / 100 };
}

const common = {
  MaterialId: 'en8',
  Operations: [
    { MachineId: 'cnc', SetupMinutes: 30, CycleMinutes: 2.5 },
    { MachineId: 'vmc', SetupMinutes: 45, CycleMinutes: 1.2 },
  ],
  Processes: [{ ProcessId: 'hard' }, { ProcessId: 'pack' }, { ProcessId: 'report' }],
  OtherPerPiece: 3,
  MarginPercent: 20,
};

describe('computeEstimate', () => {
  const cases: [string, EstimateInput, number | null, number | null][] = [
    ['round bar', { ...common, Form: 'Round bar', Stock: { Diameter: 32, Length: 105 } }, (Math.PI / 4) * 32 ** 2 * 105, null],
    ['hex bar', { ...common, Form: 'Hex bar', Stock: { AcrossFlats: 24, Length: 40 } }, (Math.sqrt(3) / 2) * 24 ** 2 * 40, null],
    ['plate', { ...common, Form: 'Plate', Stock: { Length: 120, Width: 80, Thickness: 16 } }, 120 * 80 * 16, null],
    ['casting', { ...common, Form: 'Casting', WeightKg: 2.35 }, null, 2.35],
    ['forging', { ...common, Form: 'Forging', WeightKg: 0.875 }, null, 0.875],
  ];
  for (const [name, input, volume, weight] of cases) {
    it(`builds a ${name}'s price per piece from the rates, for the quantity and each break`, () => {
      const figures = computeEstimate(parse(input), rates, 500_000, [1_000_000, 250_000]);
      const at500 = expected(volume, weight, 500, 20);
      expect(figures.GrossWeightKg).toBeCloseTo(at500.weight, 3);
      expect(figures.MaterialPaise).toBe(Math.round(at500.material * 100 + 1e-7));
      expect(figures.MachiningPaise).toBe(Math.round(at500.machining * 100 + 1e-7));
      expect(figures.ProcessesPaise).toBe(Math.round(at500.processes * 100 + 1e-7));
      expect(figures.CostPaise).toBe(Math.round(at500.cost * 100 + 1e-7));
      expect(figures.PricePaise / 100).toBe(at500.price);
      expect(figures.Breaks.map((b) => b.PricePaise / 100)).toEqual([
        expected(volume, weight, 1000, 20).price,
        expected(volume, weight, 250, 20).price,
      ]);
      // Setup and per-lot costs spread over more pieces: a larger break is cheaper per piece.
      expect(figures.Breaks[0]!.PricePaise).toBeLessThan(figures.PricePaise);
    });
  }

  it('asks each form for its sizes, a casting for its weight, and refuses a bad margin', () => {
    expect(estimateFields.safeParse({ ...common, Form: 'Round bar', Stock: { Diameter: 32 } }).error?.issues[0]?.path).toEqual(['Stock', 'Length']);
    expect(estimateFields.safeParse({ ...common, Form: 'Casting' }).error?.issues[0]?.message).toBe('Casting: WeightKg is required.');
    expect(estimateFields.safeParse({ ...common, Form: 'Plate', Stock: { Length: 1, Width: 1, Thickness: -1 } }).success).toBe(false);
    expect(estimateFields.safeParse({ ...common, Form: 'Casting', WeightKg: 1, MarginPercent: 501 }).success).toBe(false);
  });

  it('keeps only the sizes the form uses', () => {
    const parsed = parse({ ...common, Form: 'Round bar', Stock: { Diameter: 32, Length: 105, Width: 9 } });
    expect(parsed.Stock).toEqual({ Diameter: 32, Length: 105 });
  });

  it('seeds every material, machine and process the issue names with positive rates', () => {
    expect(RATE_TABLES_SEED.Materials.map((m) => [m.Name, m.Density])).toEqual(
      expect.arrayContaining([
        ['EN8', 7.85],
        ['Brass', 8.5],
        ['Aluminium 6061', 2.7],
        ['SS 304', 7.93],
      ]),
    );
    expect(RATE_TABLES_SEED.DefaultMaterialId).toBe('en8');
    expect(RATE_TABLES_SEED.Allowances).toEqual({ BarDiameter: 2, BarLength: 5, PlateSide: 3 });
  });
});
