// @database-agnostic: STEP and DXF geometry read by a CAD kernel, checked against parts of known volume
import fs from 'node:fs';
import path from 'node:path';
import { RATE_TABLES_SEED } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { measureDxf } from '../../../src/modules/geometry/dxf.js';
import { measureStep } from '../../../src/modules/geometry/step.js';
import { suggestFor2d, suggestFor3d } from '../../../src/modules/estimates/suggest.js';

const cad = path.resolve(import.meta.dirname, '../../fixtures/cad');
const parts = JSON.parse(fs.readFileSync(path.join(cad, 'parts.json'), 'utf8')) as Record<
  string,
  { volume: number; box: [number, number, number]; turned: { Axis: string; MaxDiameter: number; Length: number } | null }
>;
const read = (name: string) => new Uint8Array(fs.readFileSync(path.join(cad, `${name}.step`)));

describe('a STEP model measured', () => {
  for (const [name, truth] of Object.entries(parts)) {
    it(`${name}: volume within 0.5 %, box within 0.1 mm, turned or not`, async () => {
      const m = await measureStep(read(name));
      expect(Math.abs(m.Volume - truth.volume) / truth.volume).toBeLessThan(0.005);
      const [x, y, z] = truth.box;
      expect(Math.abs(m.BoundingBox.X - x)).toBeLessThan(0.1);
      expect(Math.abs(m.BoundingBox.Y - y)).toBeLessThan(0.1);
      expect(Math.abs(m.BoundingBox.Z - z)).toBeLessThan(0.1);
      if (truth.turned) {
        expect(m.Turned?.Axis).toBe(truth.turned.Axis);
        expect(m.Turned!.MaxDiameter).toBeCloseTo(truth.turned.MaxDiameter, 1);
        expect(m.Turned!.Length).toBeCloseTo(truth.turned.Length, 1);
      } else expect(m.Turned).toBeNull();
    }, 60_000);
  }

  it('suggests round bar for a turned part and plate for a block, from the rates', async () => {
    const shaft = suggestFor3d(await measureStep(read('stepped-shaft')), RATE_TABLES_SEED);
    // Ø30 + 2 mm allowance: the 32 mm bar; 100 + 5 mm long.
    expect(shaft).toMatchObject({ Form: 'Round bar', Stock: { Diameter: 32, Length: 105 }, MaterialId: 'en8' });
    expect(shaft.GrossWeightKg).toBeCloseTo(((Math.PI / 4) * 32 ** 2 * 105 * 7.85) / 1e6, 3);
    expect(shaft.NetWeightKg).toBeCloseTo((parts['stepped-shaft']!.volume * 7.85) / 1e6, 2);
    expect(shaft.RemovalVolume).toBeGreaterThan(0);
    expect(shaft.CycleMinutes).toBeGreaterThan(0);
    const block = suggestFor3d(await measureStep(read('block-with-holes')), RATE_TABLES_SEED);
    expect(block).toMatchObject({ Form: 'Plate', Stock: { Length: 66, Width: 46, Thickness: 26 } });
  }, 60_000);

  it('refuses a truncated file and one that is not STEP with a clear message', async () => {
    const whole = read('stepped-shaft');
    await expect(measureStep(whole.subarray(0, Math.floor(whole.length / 3)))).rejects.toThrow(/truncated or damaged|no solid/);
    await expect(measureStep(new TextEncoder().encode('%PDF-1.7 not a model'))).rejects.toThrow(/not a STEP file/);
  }, 60_000);
});

/** An ASCII DXF of the given entities (R12-style ENTITIES section only), in mm or inches. */
function dxf(entities: string[], insunits = 4): Uint8Array {
  const header = ['0', 'SECTION', '2', 'HEADER', '9', '$INSUNITS', '70', String(insunits), '0', 'ENDSEC'];
  return new TextEncoder().encode([...header, '0', 'SECTION', '2', 'ENTITIES', ...entities, '0', 'ENDSEC', '0', 'EOF'].join('\n'));
}
const line = (x1: number, y1: number, x2: number, y2: number) =>
  ['0', 'LINE', '8', '0', '10', `${x1}`, '20', `${y1}`, '11', `${x2}`, '21', `${y2}`].join('\n');
const circle = (x: number, y: number, r: number) => ['0', 'CIRCLE', '8', '0', '10', `${x}`, '20', `${y}`, '40', `${r}`].join('\n');
const arc = (x: number, y: number, r: number, a0: number, a1: number) =>
  ['0', 'ARC', '8', '0', '10', `${x}`, '20', `${y}`, '40', `${r}`, '50', `${a0}`, '51', `${a1}`].join('\n');

describe('a DXF profile measured', () => {
  it('a 100 x 60 plate with rounded ends made of lines and arcs, and a Ø20 hole', () => {
    // Straight sides 100 long, semicircular ends of radius 30: a slot shape.
    const m = measureDxf(dxf([line(0, 0, 100, 0), arc(100, 30, 30, 270, 90), line(100, 60, 0, 60), arc(0, 30, 30, 90, 270), circle(50, 30, 10)]));
    expect(m.BoundingBox.X).toBeCloseTo(160, 1);
    expect(m.BoundingBox.Y).toBeCloseTo(60, 1);
    expect(m.Area).toBeCloseTo(100 * 60 + Math.PI * 30 ** 2 - Math.PI * 10 ** 2, 3);
    expect(m.Perimeter).toBeCloseTo(200 + 2 * Math.PI * 30, 3);
    expect(suggestFor2d(m, RATE_TABLES_SEED)).toEqual({ Form: 'Plate', Stock: { Length: 166, Width: 66 }, MaterialId: 'en8' });
  });

  it('a square drawn in inches answers in mm', () => {
    const m = measureDxf(dxf([line(0, 0, 2, 0), line(2, 0, 2, 2), line(2, 2, 0, 2), line(0, 2, 0, 0)], 1));
    expect(m.BoundingBox).toEqual({ X: 50.8, Y: 50.8 });
    expect(m.Area).toBeCloseTo(50.8 ** 2, 6);
  });

  it('says so when nothing is closed', () => {
    expect(() => measureDxf(dxf([line(0, 0, 10, 0), line(10, 0, 10, 10)]))).toThrow(/no closed profile/);
  });
});
