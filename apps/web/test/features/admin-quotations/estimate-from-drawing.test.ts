import { RATE_TABLES_SEED, rateTablesToWire, type DrawingAnalysis } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { DRAWING_SETUP_MINUTES, estimateFromAnalysis } from '../../../src/features/admin-quotations/utils/estimate-form';
import { valuesFromLead } from '../../../src/features/admin-quotations/utils/quotation-form';

const rates = rateTablesToWire(RATE_TABLES_SEED, null, null);
const turned: DrawingAnalysis = {
  Kind: '3D',
  BoundingBox: { X: 30, Y: 30, Z: 100 },
  Volume: 47104.5,
  SurfaceArea: 8953.2,
  Turned: { Axis: 'Z', MaxDiameter: 30, Length: 100 },
  Suggested: {
    Form: 'Round bar',
    Stock: { Diameter: 32, Length: 105 },
    MaterialId: 'en8',
    GrossWeightKg: 0.663,
    NetWeightKg: 0.37,
    RemovalVolume: 37341.5,
    CycleMinutes: 1.28,
  },
};

describe('an estimate started from the request drawing', () => {
  it('takes a turned part to round bar on the first CNC lathe for the suggested minutes', () => {
    expect(estimateFromAnalysis(turned, rates)).toMatchObject({
      MaterialId: 'en8',
      Form: 'Round bar',
      Stock: { Diameter: 32, Length: 105 },
      Volume: 47104.5,
      Operations: [{ MachineId: 'cnc-lathe', SetupMinutes: DRAWING_SETUP_MINUTES, CycleMinutes: 1.28 }],
      MarginPercent: 20,
    });
  });

  it('takes a block to plate on the VMC, a DXF to plate without thickness, and nothing from a PDF', () => {
    const block: DrawingAnalysis = {
      ...turned,
      Turned: null,
      Suggested: { ...turned.Suggested, Form: 'Plate', Stock: { Length: 66, Width: 46, Thickness: 26 } },
    };
    expect(estimateFromAnalysis(block, rates)?.Operations).toEqual([{ MachineId: 'vmc', SetupMinutes: DRAWING_SETUP_MINUTES, CycleMinutes: 1.28 }]);
    const flat: DrawingAnalysis = {
      Kind: '2D',
      BoundingBox: { X: 80, Y: 50 },
      Area: 4000,
      Perimeter: 260,
      Suggested: { Form: 'Plate', Stock: { Length: 86, Width: 56 }, MaterialId: 'en8' },
    };
    expect(estimateFromAnalysis(flat, rates)).toMatchObject({ Form: 'Plate', Stock: { Length: 86, Width: 56 }, Operations: [] });
    expect(estimateFromAnalysis({ Kind: 'none' }, rates)).toBeNull();
    expect(estimateFromAnalysis(undefined, rates)).toBeNull();
  });

  it("puts it on the lead's first line", () => {
    const lead = {
      _id: 'lead-1',
      Title: 'Asha Patel',
      Email: 'asha@example.com',
      ContactNo: '',
      Description: 'Product of Interest: Shafts',
      Company: 'Shreeji Pumps',
    };
    const profile = {
      State: '24',
      GstRates: [0, 5, 18, 40],
      QuotationDefaults: { ValidityDays: 30, PaymentTerms: '', DeliveryTerms: '', Notes: '', ExportNote: '', CategoryDefaults: [] },
    };
    const values = valuesFromLead(lead, profile as never, '2026-11-29', estimateFromAnalysis(turned, rates));
    expect(values.Lines[0]!.Estimate).toMatchObject({ Form: 'Round bar', Stock: { Diameter: 32, Length: 105 } });
    expect(valuesFromLead(lead, profile as never, '2026-11-29').Lines[0]!.Estimate ?? null).toBeNull();
  });
});
