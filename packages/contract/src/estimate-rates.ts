import { z } from 'zod';
import { plainText, requiredLine, successEnvelope } from './common.js';
import { paiseToRupees, scaledInteger, scaledNumberField } from './money.js';

/**
 * The estimating rate tables (issue 47): machines, materials, outside processes, stock bar sizes and allowances.
 * The Owner edits them (POST /settings/rates), staff read them. Money is paise inside (rupees on the wire);
 * densities, removal rates and sizes are measurements, kept as the decimals sent.
 */
export const MACHINE_KINDS = ['CNC lathe', 'VMC', 'Conventional lathe', 'Grinding', 'Drilling', 'Other'] as const;
export type MachineKind = (typeof MACHINE_KINDS)[number];
export const PROCESS_BASES = ['per kg', 'per piece', 'per lot'] as const;
export type ProcessBasis = (typeof PROCESS_BASES)[number];

export const RATE_LIMITS = { rowsMin: 1, rowsMax: 200, nameMax: 80, idMax: 40, barSizesMax: 100 } as const;

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
/** A row's Id: kept as the client sends it; a new row without one gets one from the server. */
const rowIdField = plainText('Id', 'Id must be text.')
  .trim()
  .max(RATE_LIMITS.idMax, `Id must be at most ${RATE_LIMITS.idMax} characters.`)
  .refine((v) => v === '' || ID_PATTERN.test(v), 'Id may contain only letters, digits, dot, dash and underscore, and starts with a letter or digit.')
  .nullish()
  .transform((v) => v ?? '');

const rupeesPositive = (label: string, maxRupees: number, maxText: string) =>
  scaledNumberField({ label, places: 2, min: 0, minExclusive: true, max: maxRupees, maxText, placesWord: 'paise', kind: 'an amount in rupees' });

/** A positive measurement with at most `places` decimals, kept as the number sent. */
export const positiveDecimal = (label: string, places: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .refine((v) => Number.isFinite(v) && v > 0, `${label} must be more than 0.`)
    .refine((v) => v <= max, `${label} must be at most ${max}.`)
    .refine((v) => scaledInteger(v, places) !== undefined, `${label} may have at most ${places} decimals.`);
const nonNegativeDecimal = (label: string, places: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .refine((v) => Number.isFinite(v) && v >= 0, `${label} cannot be negative.`)
    .refine((v) => v <= max, `${label} must be at most ${max}.`)
    .refine((v) => scaledInteger(v, places) !== undefined, `${label} may have at most ${places} decimals.`);

const machineRow = z.object(
  {
    Id: rowIdField,
    Name: requiredLine('Machine name', RATE_LIMITS.nameMax),
    Kind: z.enum(MACHINE_KINDS, { error: `Machine kind must be one of: ${MACHINE_KINDS.join(', ')}.` }),
    HourRate: rupeesPositive('Hour rate', 1_00_000, '₹1,00,000 per hour'),
  },
  { error: 'Each machine must be an object with Id, Name, Kind and HourRate.' },
);
const materialRow = z.object(
  {
    Id: rowIdField,
    Name: requiredLine('Material name', RATE_LIMITS.nameMax),
    Density: positiveDecimal('Density', 3, 25),
    PricePerKg: rupeesPositive('Price per kg', 1_00_000, '₹1,00,000 per kg'),
    RemovalRate: positiveDecimal('Removal rate', 2, 10_000),
    FinishRate: positiveDecimal('Finish rate', 2, 10_000),
  },
  { error: 'Each material must be an object with Id, Name, Density, PricePerKg, RemovalRate and FinishRate.' },
);
const processRow = z.object(
  {
    Id: rowIdField,
    Name: requiredLine('Process name', RATE_LIMITS.nameMax),
    Basis: z.enum(PROCESS_BASES, { error: `Basis must be one of: ${PROCESS_BASES.join(', ')}.` }),
    Price: rupeesPositive('Price', 10_00_000, '₹10,00,000'),
  },
  { error: 'Each process must be an object with Id, Name, Basis and Price.' },
);

const rows = <T extends z.ZodType>(row: T, label: string) =>
  z
    .array(row, { error: `${label} must be a list.` })
    .min(RATE_LIMITS.rowsMin, `${label}: enter at least ${RATE_LIMITS.rowsMin} row.`)
    .max(RATE_LIMITS.rowsMax, `${label}: enter at most ${RATE_LIMITS.rowsMax} rows.`)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      (list as { Id: string }[]).forEach((r, i) => {
        if (r.Id && seen.has(r.Id)) ctx.addIssue({ code: 'custom', path: [i, 'Id'], message: `${label}: the Id ${r.Id} is used twice.` });
        seen.add(r.Id);
      });
    });

/** POST /settings/rates: the whole set (Owner only). */
export const rateTablesBody = z
  .object({
    Machines: rows(machineRow, 'Machines'),
    Materials: rows(materialRow, 'Materials'),
    Processes: rows(processRow, 'Processes'),
    BarSizes: z
      .array(positiveDecimal('Bar size', 1, 1000), { error: 'Bar sizes must be a list of diameters in mm.' })
      .min(1, 'Bar sizes: enter at least one diameter.')
      .max(RATE_LIMITS.barSizesMax, `Bar sizes: enter at most ${RATE_LIMITS.barSizesMax} diameters.`)
      .refine((sizes) => new Set(sizes).size === sizes.length, 'Bar sizes: each diameter may be listed once.')
      .transform((sizes) => [...sizes].sort((a, b) => a - b)),
    Allowances: z.object(
      {
        BarDiameter: nonNegativeDecimal('Bar diameter allowance', 1, 100),
        BarLength: nonNegativeDecimal('Bar length allowance', 1, 100),
        PlateSide: nonNegativeDecimal('Plate side allowance', 1, 100),
      },
      { error: 'Allowances must be an object with BarDiameter, BarLength and PlateSide (mm).' },
    ),
    DefaultMarginPercent: nonNegativeDecimal('Default margin percent', 2, 500),
    DefaultMaterialId: requiredLine('Default material', RATE_LIMITS.idMax),
  })
  .superRefine((body, ctx) => {
    const ids = body.Materials.map((m) => m.Id).filter(Boolean);
    // A new material (no Id yet) can be the default only once saved; an Id must name a row.
    if (!ids.includes(body.DefaultMaterialId)) {
      ctx.addIssue({ code: 'custom', path: ['DefaultMaterialId'], message: 'Default material must be the Id of one of the materials.' });
    }
  });
export type RateTablesInput = z.input<typeof rateTablesBody>;
export type RateTablesBody = z.output<typeof rateTablesBody>;

/** The stored set: the parsed body with every row's Id filled in. */
export type RateTablesData = RateTablesBody;
export type MachineRate = RateTablesData['Machines'][number];
export type MaterialRate = RateTablesData['Materials'][number];
export type ProcessRate = RateTablesData['Processes'][number];

export const rateTablesWire = z.object({
  Machines: z.array(z.object({ Id: z.string(), Name: z.string(), Kind: z.enum(MACHINE_KINDS), HourRate: z.number() })),
  Materials: z.array(
    z.object({ Id: z.string(), Name: z.string(), Density: z.number(), PricePerKg: z.number(), RemovalRate: z.number(), FinishRate: z.number() }),
  ),
  Processes: z.array(z.object({ Id: z.string(), Name: z.string(), Basis: z.enum(PROCESS_BASES), Price: z.number() })),
  BarSizes: z.array(z.number()),
  Allowances: z.object({ BarDiameter: z.number(), BarLength: z.number(), PlateSide: z.number() }),
  DefaultMarginPercent: z.number(),
  DefaultMaterialId: z.string(),
  UpdatedAt: z.string().nullable(),
  UpdatedBy: z.string().nullable(),
});
export type RateTablesWire = z.infer<typeof rateTablesWire>;
export const rateTablesResponse = successEnvelope(rateTablesWire);

/** The stored set as the API answers it: rupees for the paise. */
export function rateTablesToWire(data: RateTablesData, updatedAt: string | null, updatedBy: string | null): RateTablesWire {
  return {
    ...data,
    Machines: data.Machines.map((m) => ({ ...m, HourRate: paiseToRupees(m.HourRate) })),
    Materials: data.Materials.map((m) => ({ ...m, PricePerKg: paiseToRupees(m.PricePerKg) })),
    Processes: data.Processes.map((p) => ({ ...p, Price: paiseToRupees(p.Price) })),
    UpdatedAt: updatedAt,
    UpdatedBy: updatedBy,
  };
}

/** Plausible Rajkot values (2026), all editable: the set before the Owner saves one. Money in paise. */
export const RATE_TABLES_SEED: RateTablesData = {
  Machines: [
    { Id: 'cnc-lathe', Name: 'CNC lathe (LMW / Ace)', Kind: 'CNC lathe', HourRate: 65_000 },
    { Id: 'vmc', Name: 'VMC 850', Kind: 'VMC', HourRate: 90_000 },
    { Id: 'conv-lathe', Name: 'Conventional lathe', Kind: 'Conventional lathe', HourRate: 35_000 },
    { Id: 'grinding', Name: 'Cylindrical grinder', Kind: 'Grinding', HourRate: 60_000 },
    { Id: 'drilling', Name: 'Radial drill', Kind: 'Drilling', HourRate: 30_000 },
  ],
  Materials: [
    { Id: 'en8', Name: 'EN8', Density: 7.85, PricePerKg: 7_200, RemovalRate: 30, FinishRate: 40 },
    { Id: 'en24', Name: 'EN24', Density: 7.85, PricePerKg: 11_500, RemovalRate: 20, FinishRate: 30 },
    { Id: 'brass', Name: 'Brass', Density: 8.5, PricePerKg: 56_000, RemovalRate: 60, FinishRate: 60 },
    { Id: 'al-6061', Name: 'Aluminium 6061', Density: 2.7, PricePerKg: 32_000, RemovalRate: 80, FinishRate: 80 },
    { Id: 'ss-304', Name: 'SS 304', Density: 7.93, PricePerKg: 24_000, RemovalRate: 12, FinishRate: 20 },
  ],
  Processes: [
    { Id: 'hardening', Name: 'Hardening and tempering', Basis: 'per kg', Price: 4_500 },
    { Id: 'zinc-plating', Name: 'Zinc plating', Basis: 'per kg', Price: 3_500 },
    { Id: 'black-oxide', Name: 'Black oxide', Basis: 'per kg', Price: 2_500 },
    { Id: 'inspection-report', Name: 'Inspection report', Basis: 'per lot', Price: 150_000 },
  ],
  BarSizes: [6, 8, 10, 12, 16, 20, 25, 28, 32, 36, 40, 45, 50, 56, 63, 70, 75, 80, 90, 100, 110, 125, 140, 160, 180, 200],
  Allowances: { BarDiameter: 2, BarLength: 5, PlateSide: 3 },
  DefaultMarginPercent: 20,
  DefaultMaterialId: 'en8',
};
