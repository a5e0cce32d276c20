import { z } from 'zod';
import { idField, requiredLine, successEnvelope } from './common.js';
import { RATE_LIMITS, positiveDecimal, type MachineRate, type MaterialRate, type ProcessRate } from './estimate-rates.js';
import { paiseToRupees, quantityField, rupeesField, scaledInteger, thousandthsToQuantity } from './money.js';

/**
 * A cost build-up per quotation line (issue 47): stock, material, machining, outside processes, margin. Staff only:
 * an estimate never reaches the PDF, the buyer's page or calls, or a mail. The figures come from one function,
 * `computeEstimate`, which the server and the editor's live panel share.
 */
export const ESTIMATE_FORMS = ['Round bar', 'Hex bar', 'Plate', 'Casting', 'Forging'] as const;
export type EstimateForm = (typeof ESTIMATE_FORMS)[number];
export const ESTIMATE_LIMITS = { operationsMax: 20, processesMax: 20, breaksMax: 10, sizeMaxMm: 10_000, minutesMax: 10_000 } as const;

const size = (label: string) => positiveDecimal(label, 2, ESTIMATE_LIMITS.sizeMaxMm);
const minutes = (label: string) =>
  z
    .number({ error: `${label} must be a number of minutes.` })
    .refine((v) => Number.isFinite(v) && v >= 0, `${label} cannot be negative.`)
    .refine((v) => v <= ESTIMATE_LIMITS.minutesMax, `${label} must be at most ${ESTIMATE_LIMITS.minutesMax} minutes.`)
    .refine((v) => scaledInteger(v, 2) !== undefined, `${label} may have at most 2 decimals.`);
const rowId = (label: string) => requiredLine(label, RATE_LIMITS.idMax);

/** Millimetres; which sizes a form needs is checked below. */
const stockFields = z
  .object(
    {
      Diameter: size('Diameter').optional(),
      AcrossFlats: size('Across flats').optional(),
      Length: size('Length').optional(),
      Width: size('Width').optional(),
      Thickness: size('Thickness').optional(),
    },
    { error: 'Stock must be an object of sizes in mm.' },
  )
  .nullish();

const NEEDS: Record<EstimateForm, readonly ('Diameter' | 'AcrossFlats' | 'Length' | 'Width' | 'Thickness')[]> = {
  'Round bar': ['Diameter', 'Length'],
  'Hex bar': ['AcrossFlats', 'Length'],
  Plate: ['Length', 'Width', 'Thickness'],
  Casting: [],
  Forging: [],
};

export const estimateFields = z
  .object(
    {
      MaterialId: rowId('MaterialId'),
      Form: z.enum(ESTIMATE_FORMS, { error: `Form must be one of: ${ESTIMATE_FORMS.join(', ')}.` }),
      Stock: stockFields,
      WeightKg: positiveDecimal('Weight', 3, 100_000).nullish(),
      Operations: z
        .array(
          z.object(
            { MachineId: rowId('MachineId'), SetupMinutes: minutes('Setup minutes'), CycleMinutes: minutes('Cycle minutes') },
            { error: 'Each operation must be an object with MachineId, SetupMinutes and CycleMinutes.' },
          ),
          { error: 'Operations must be a list.' },
        )
        .max(ESTIMATE_LIMITS.operationsMax, `Enter at most ${ESTIMATE_LIMITS.operationsMax} operations.`)
        .nullish()
        .transform((v) => v ?? []),
      Processes: z
        .array(z.object({ ProcessId: rowId('ProcessId') }, { error: 'Each process must be an object with ProcessId.' }), {
          error: 'Processes must be a list.',
        })
        .max(ESTIMATE_LIMITS.processesMax, `Enter at most ${ESTIMATE_LIMITS.processesMax} processes.`)
        .nullish()
        .transform((v) => v ?? []),
      OtherPerPiece: rupeesField('Other per piece').nullish(),
      MarginPercent: z
        .number({ error: 'Margin percent must be a number.' })
        .refine((v) => Number.isFinite(v) && v >= 0 && v <= 500, 'Margin percent must be from 0 to 500.')
        .refine((v) => scaledInteger(v, 2) !== undefined, 'Margin percent may have at most 2 decimals.'),
      /** The part's own volume (mm³) when the drawing was measured: "what we quoted before" compares it. */
      Volume: positiveDecimal('Volume', 3, 1e12).nullish(),
    },
    { error: 'Estimate must be an object with MaterialId, Form, Stock, Operations, Processes and MarginPercent.' },
  )
  .superRefine((e, ctx) => {
    for (const key of NEEDS[e.Form]) {
      if (e.Stock?.[key] === undefined) ctx.addIssue({ code: 'custom', path: ['Stock', key], message: `${e.Form}: Stock.${key} (mm) is required.` });
    }
    if ((e.Form === 'Casting' || e.Form === 'Forging') && !e.WeightKg) {
      ctx.addIssue({ code: 'custom', path: ['WeightKg'], message: `${e.Form}: WeightKg is required.` });
    }
  })
  .transform((e) => ({
    ...e,
    Stock: Object.fromEntries(NEEDS[e.Form].map((key) => [key, e.Stock![key]!])) as Partial<Record<(typeof NEEDS)[EstimateForm][number], number>>,
    WeightKg: e.WeightKg ?? null,
    OtherPerPiecePaise: e.OtherPerPiece ?? 0,
    Volume: e.Volume ?? null,
  }));
export type EstimateInput = z.input<typeof estimateFields>;
export type Estimate = Omit<z.output<typeof estimateFields>, 'OtherPerPiece'>;

/** The rows an estimate was made with, stored with it: a later change to the rates changes no saved estimate. */
export interface EstimateRates {
  Material: MaterialRate;
  Machines: MachineRate[];
  Processes: ProcessRate[];
}

/** The figures in paise (weight in kg), for one quantity and each break. */
export interface EstimateFigures {
  GrossWeightKg: number;
  MaterialPaise: number;
  MachiningPaise: number;
  ProcessesPaise: number;
  CostPaise: number;
  PricePaise: number;
  Breaks: { QuantityThousandths: number; PricePaise: number }[];
}

/** Half up to a whole paisa; the tiny nudge keeps 12.5 computed as 12.4999999 from rounding down. */
const toPaise = (value: number) => Math.round(value + 1e-7);

/** Stock volume in mm³ (0 for a casting or forging, whose weight is given). */
export function stockVolume(e: Pick<Estimate, 'Form' | 'Stock'>): number {
  const s = e.Stock;
  switch (e.Form) {
    case 'Round bar':
      return (Math.PI / 4) * s.Diameter! ** 2 * s.Length!;
    case 'Hex bar':
      return (Math.sqrt(3) / 2) * s.AcrossFlats! ** 2 * s.Length!;
    case 'Plate':
      return s.Length! * s.Width! * s.Thickness!;
    default:
      return 0;
  }
}

/**
 * Per piece for a quantity q: weight = volume x density / 1,000,000 (or the given weight); material = weight x
 * price per kg; machining = cycle time x hour rate + setup time x hour rate / q; processes per kg, per piece or
 * per lot / q; cost = their sum plus other; price = cost x (1 + margin / 100), rounded once to the paisa half up.
 * The figures shown are each rounded for display from the unrounded ones.
 */
export function computeEstimate(e: Estimate, rates: EstimateRates, quantityThousandths: number, breaksThousandths: number[] = []): EstimateFigures {
  const weight = e.Form === 'Casting' || e.Form === 'Forging' ? e.WeightKg! : (stockVolume(e) * rates.Material.Density) / 1_000_000;
  const machineRate = (id: string) => rates.Machines.find((m) => m.Id === id)!.HourRate;
  const unrounded = (q: number) => {
    const material = weight * rates.Material.PricePerKg;
    let machining = 0;
    for (const op of e.Operations)
      machining += (op.CycleMinutes / 60) * machineRate(op.MachineId) + ((op.SetupMinutes / 60) * machineRate(op.MachineId)) / q;
    let processes = 0;
    for (const { ProcessId } of e.Processes) {
      const p = rates.Processes.find((r) => r.Id === ProcessId)!;
      processes += p.Basis === 'per kg' ? p.Price * weight : p.Basis === 'per piece' ? p.Price : p.Price / q;
    }
    const cost = material + machining + processes + e.OtherPerPiecePaise;
    return { material, machining, processes, cost, price: cost * (1 + e.MarginPercent / 100) };
  };
  const main = unrounded(thousandthsToQuantity(quantityThousandths));
  return {
    GrossWeightKg: Math.round(weight * 1000 + 1e-9) / 1000,
    MaterialPaise: toPaise(main.material),
    MachiningPaise: toPaise(main.machining),
    ProcessesPaise: toPaise(main.processes),
    CostPaise: toPaise(main.cost),
    PricePaise: toPaise(main.price),
    Breaks: breaksThousandths.map((q) => ({ QuantityThousandths: q, PricePaise: toPaise(unrounded(thousandthsToQuantity(q)).price) })),
  };
}

export const estimateComputedWire = z.object({
  GrossWeightKg: z.number(),
  MaterialPerPiece: z.number(),
  MachiningPerPiece: z.number(),
  ProcessesPerPiece: z.number(),
  CostPerPiece: z.number(),
  PricePerPiece: z.number(),
  Breaks: z.array(z.object({ Quantity: z.number(), PricePerPiece: z.number() })),
});
export type EstimateComputed = z.infer<typeof estimateComputedWire>;

export const figuresToWire = (f: EstimateFigures): EstimateComputed => ({
  GrossWeightKg: f.GrossWeightKg,
  MaterialPerPiece: paiseToRupees(f.MaterialPaise),
  MachiningPerPiece: paiseToRupees(f.MachiningPaise),
  ProcessesPerPiece: paiseToRupees(f.ProcessesPaise),
  CostPerPiece: paiseToRupees(f.CostPaise),
  PricePerPiece: paiseToRupees(f.PricePaise),
  Breaks: f.Breaks.map((b) => ({ Quantity: thousandthsToQuantity(b.QuantityThousandths), PricePerPiece: paiseToRupees(b.PricePaise) })),
});

/** POST /estimate/compute: the figures for a quantity and its breaks, without saving. */
export const estimateComputeBody = z.object({
  Estimate: estimateFields,
  Quantity: quantityField('Quantity'),
  Breaks: z
    .array(quantityField('Break quantity'), { error: 'Breaks must be a list of quantities.' })
    .max(ESTIMATE_LIMITS.breaksMax, `Enter at most ${ESTIMATE_LIMITS.breaksMax} breaks.`)
    .nullish()
    .transform((v) => v ?? []),
});
export type EstimateComputeInput = z.input<typeof estimateComputeBody>;
export const estimateComputeResponse = successEnvelope(estimateComputedWire);

/** POST /estimate/similar: earlier quotation lines for the same drawing, or of the same material and size. */
export const estimateSimilarBody = z
  .object({
    DrawingNo: requiredLine('Drawing number', 60).optional(),
    MaterialId: idField.optional(),
    Volume: positiveDecimal('Volume', 3, 1e12).optional(),
    Diameter: size('Diameter').optional(),
  })
  .refine((b) => b.DrawingNo || b.MaterialId, { message: 'Give a DrawingNo or a MaterialId.', path: ['DrawingNo'] });
export const SIMILAR_OUTCOMES = ['won', 'lost', 'open'] as const;
export const similarLine = z.object({
  QuotationId: z.string(),
  Number: z.string(),
  Date: z.string(),
  Company: z.string(),
  Description: z.string(),
  DrawingNo: z.string(),
  Material: z.string(),
  Quantity: z.number(),
  UnitPrice: z.number(),
  Currency: z.string(),
  State: z.enum(SIMILAR_OUTCOMES),
  /** Why it was listed: the same drawing, or the same material and a similar size. */
  Match: z.enum(['drawing', 'material']),
});
export type SimilarLine = z.infer<typeof similarLine>;
export const estimateSimilarResponse = successEnvelope(z.array(similarLine));

/** A line's estimate as stored with the quotation: what was entered, the rows it used, and its figures. */
export type StoredEstimate = Estimate & { Rates: EstimateRates; Figures: EstimateFigures };

/** A line's estimate as the staff's quotation and order calls answer it (never the buyer's). */
export const estimateWire = z.object({
  MaterialId: z.string(),
  Form: z.enum(ESTIMATE_FORMS),
  Stock: z.object({
    Diameter: z.number().optional(),
    AcrossFlats: z.number().optional(),
    Length: z.number().optional(),
    Width: z.number().optional(),
    Thickness: z.number().optional(),
  }),
  WeightKg: z.number().nullable(),
  Operations: z.array(z.object({ MachineId: z.string(), SetupMinutes: z.number(), CycleMinutes: z.number() })),
  Processes: z.array(z.object({ ProcessId: z.string() })),
  OtherPerPiece: z.number(),
  MarginPercent: z.number(),
  Volume: z.number().nullable(),
  /** The figures for the line's quantity and its breaks, from the rates stored with the estimate. */
  Computed: estimateComputedWire,
});
export type EstimateWire = z.infer<typeof estimateWire>;

export const estimateToWire = (e: StoredEstimate): EstimateWire => ({
  MaterialId: e.MaterialId,
  Form: e.Form,
  Stock: e.Stock,
  WeightKg: e.WeightKg,
  Operations: e.Operations,
  Processes: e.Processes,
  OtherPerPiece: paiseToRupees(e.OtherPerPiecePaise),
  MarginPercent: e.MarginPercent,
  Volume: e.Volume,
  Computed: figuresToWire(e.Figures),
});

/** POST /estimate/analyze: a lead's drawing measured (staff only). */
export const estimateAnalyzeBody = z.object({ FileId: idField.min(1, 'FileId is required.') });

const box3 = z.object({ X: z.number(), Y: z.number(), Z: z.number() });
/**
 * What a drawing says about the part, in mm, mm³ and mm²: a STEP model's box, volume, surface and turning with a
 * stock suggestion; a DXF's outer profile; nothing for a PDF or an image.
 */
export const drawingAnalysis = z.discriminatedUnion('Kind', [
  z.object({
    Kind: z.literal('3D'),
    BoundingBox: box3,
    Volume: z.number(),
    SurfaceArea: z.number(),
    Turned: z.object({ Axis: z.enum(['X', 'Y', 'Z']), MaxDiameter: z.number(), Length: z.number() }).nullable(),
    Suggested: z.object({
      Form: z.enum(['Round bar', 'Plate']),
      Stock: z.record(z.string(), z.number()),
      MaterialId: z.string(),
      GrossWeightKg: z.number(),
      NetWeightKg: z.number(),
      RemovalVolume: z.number(),
      CycleMinutes: z.number(),
    }),
  }),
  z.object({
    Kind: z.literal('2D'),
    BoundingBox: z.object({ X: z.number(), Y: z.number() }),
    Area: z.number(),
    Perimeter: z.number(),
    Suggested: z.object({ Form: z.literal('Plate'), Stock: z.record(z.string(), z.number()), MaterialId: z.string() }),
  }),
  z.object({ Kind: z.literal('none') }),
]);
export type DrawingAnalysis = z.infer<typeof drawingAnalysis>;
export const drawingAnalysisResponse = successEnvelope(drawingAnalysis);
