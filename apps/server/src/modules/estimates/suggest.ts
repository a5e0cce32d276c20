import type { DrawingAnalysis, RateTablesData } from '@rp/contract';
import type { ProfileMeasure, SolidMeasure } from '../geometry/index.js';

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The default material of the rates (the first one if the default was removed). */
const defaultMaterial = (rates: RateTablesData) => rates.Materials.find((m) => m.Id === rates.DefaultMaterialId) ?? rates.Materials[0]!;

/** The smallest bar in stock at least `need` mm across; above the largest, `need` itself rounded up to the mm. */
const barFor = (need: number, sizes: number[]) => sizes.find((d) => d >= need) ?? Math.ceil(need);

/**
 * What to start the estimate from: a turned part from round bar (the smallest stock diameter over the part's plus
 * the allowance, the length plus its allowance), anything else from plate (the box's sides, longest first, each
 * plus twice the plate allowance); with the default material, the stock and part weights, the volume machined
 * away, and the machining minutes (roughing that volume plus finishing the part's surface at the material's rates).
 */
export function suggestFor3d(m: SolidMeasure, rates: RateTablesData): Extract<DrawingAnalysis, { Kind: '3D' }>['Suggested'] {
  const material = defaultMaterial(rates);
  const a = rates.Allowances;
  let stock: Record<string, number>;
  let stockVolume: number;
  if (m.Turned) {
    const diameter = barFor(m.Turned.MaxDiameter + a.BarDiameter, rates.BarSizes);
    const length = round(m.Turned.Length + a.BarLength, 2);
    stock = { Diameter: diameter, Length: length };
    stockVolume = (Math.PI / 4) * diameter ** 2 * length;
  } else {
    const [l, w, t] = [m.BoundingBox.X, m.BoundingBox.Y, m.BoundingBox.Z].sort((x, y) => y - x).map((side) => round(side + 2 * a.PlateSide, 2));
    stock = { Length: l!, Width: w!, Thickness: t! };
    stockVolume = l! * w! * t!;
  }
  const removal = Math.max(0, stockVolume - m.Volume);
  return {
    Form: m.Turned ? 'Round bar' : 'Plate',
    Stock: stock,
    MaterialId: material.Id,
    GrossWeightKg: round((stockVolume * material.Density) / 1e6, 3),
    NetWeightKg: round((m.Volume * material.Density) / 1e6, 3),
    RemovalVolume: round(removal, 1),
    CycleMinutes: round(removal / 1000 / material.RemovalRate + m.SurfaceArea / 100 / material.FinishRate, 2),
  };
}

/** A flat part: plate of the profile's box plus the allowance on each side; the thickness is the estimator's. */
export function suggestFor2d(p: ProfileMeasure, rates: RateTablesData): Extract<DrawingAnalysis, { Kind: '2D' }>['Suggested'] {
  const [l, w] = [p.BoundingBox.X, p.BoundingBox.Y].sort((x, y) => y - x).map((side) => round(side + 2 * rates.Allowances.PlateSide, 2));
  return { Form: 'Plate', Stock: { Length: l!, Width: w! }, MaterialId: defaultMaterial(rates).Id };
}
