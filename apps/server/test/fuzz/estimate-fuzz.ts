import fc from 'fast-check';
import { API_BASE, RATE_TABLES_SEED, rateTablesToWire, type DrawingInfo } from '@rp/contract';
import { buildQuote, MINIMAL_PDF, toDataUrl } from '@rp/contract/testing';
import type { TestContext } from '../helpers.js';
import type { BodyShape } from './valid-bodies.js';

/** Drawings the analyze call can find (issue 47): a DXF with a closed profile, and a PDF (Kind none). */
export interface EstimateIds {
  drawings: string[];
}

const PLATE_DXF = ['0', 'SECTION', '2', 'ENTITIES', '0', 'LWPOLYLINE', '8', '0', '90', '4', '70', '1']
  .concat(
    ...[
      [0, 0],
      [80, 0],
      [80, 50],
      [0, 50],
    ].map(([x, y]) => ['10', `${x}`, '20', `${y}`]),
  )
  .concat(['0', 'ENDSEC', '0', 'EOF'])
  .join('\n');

/** A website request carrying both drawings, through the real call. */
export async function seedEstimates(ctx: TestContext): Promise<EstimateIds> {
  const attachments = [
    { Name: 'plate.dxf', Body: toDataUrl('image/vnd.dxf', PLATE_DXF) },
    { Name: 'drawing.pdf', Body: toDataUrl('application/pdf', MINIMAL_PDF) },
  ];
  const res = await ctx.app.inject({ method: 'POST', url: `${API_BASE}/quote/save`, payload: buildQuote({ Attachments: attachments }) });
  if (res.statusCode !== 201) throw new Error(`seeding a request with drawings: ${res.statusCode} ${res.body}`);
  return { drawings: (res.json().data.Attachments as DrawingInfo[]).map((d) => d.id) };
}

const { UpdatedAt: _at, UpdatedBy: _by, ...seededRates } = rateTablesToWire(RATE_TABLES_SEED, null, null);
const shaft = {
  MaterialId: 'en8',
  Form: 'Round bar',
  Stock: { Diameter: 32, Length: 105 },
  Operations: [{ MachineId: 'cnc-lathe', SetupMinutes: 30, CycleMinutes: 2.5 }],
  Processes: [{ ProcessId: 'hardening' }],
  MarginPercent: 20,
};

/** Valid bodies of the estimating calls: the rate tables, an estimate's figures, what was quoted before, a drawing's measure. */
export function estimateShapes(ids: EstimateIds): Record<string, BodyShape> {
  return {
    'POST /settings/rates': {
      valid: fc.constantFrom<Record<string, unknown>>(
        { ...seededRates },
        { ...seededRates, Machines: [...seededRates.Machines, { Name: 'Sliding head', Kind: 'CNC lathe', HourRate: 1200 }] },
      ),
      base: () => ({ ...seededRates }),
      fields: Object.keys(seededRates),
    },
    'POST /estimate/compute': {
      valid: fc.constantFrom<Record<string, unknown>>(
        { Estimate: shaft, Quantity: 500, Breaks: [1000] },
        { Estimate: { ...shaft, Form: 'Casting', Stock: null, WeightKg: 2.5 }, Quantity: 10 },
      ),
      base: () => ({ Estimate: shaft, Quantity: 500 }),
      fields: ['Estimate', 'Quantity', 'Breaks'],
    },
    'POST /estimate/similar': {
      valid: fc.constantFrom<Record<string, unknown>>(
        { DrawingNo: 'RP-SH 0042' },
        { MaterialId: 'en8', Diameter: 30 },
        { MaterialId: 'brass', Volume: 12000 },
      ),
      base: () => ({ DrawingNo: 'RP-SH 0042' }),
      fields: ['DrawingNo', 'MaterialId', 'Volume', 'Diameter'],
    },
    'POST /estimate/analyze': {
      valid: fc.constantFrom(...ids.drawings).map((FileId) => ({ FileId })),
      base: () => ({ FileId: ids.drawings[0] }),
      fields: ['FileId'],
    },
  };
}
