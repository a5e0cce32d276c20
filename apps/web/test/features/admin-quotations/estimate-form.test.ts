import { describe, expect, it } from 'vitest';
import { quotationSaveBody, RATE_TABLES_SEED, rateTablesToWire, type EstimateWire, type Quotation } from '@rp/contract';
import {
  estimateBodyOf,
  estimateFormOf,
  inCurrency,
  liveFigures,
  newEstimate,
  pricesFromEstimate,
  savedFiguresFor,
} from '../../../src/features/admin-quotations/utils/estimate-form';
import { emptyLine, saveBodyOf, valuesFromQuotation } from '../../../src/features/admin-quotations/utils/quotation-form';

const rates = rateTablesToWire(RATE_TABLES_SEED, null, null);

/** The server test's pump shaft: 32 x 105 mm EN8, 2.5 min on the CNC lathe with a 30 min set-up, hardened. */
const shaftWire: EstimateWire = {
  MaterialId: 'en8',
  Form: 'Round bar',
  Stock: { Diameter: 32, Length: 105 },
  WeightKg: null,
  Operations: [{ MachineId: 'cnc-lathe', SetupMinutes: 30, CycleMinutes: 2.5 }],
  Processes: [{ ProcessId: 'hardening' }],
  OtherPerPiece: 4.5,
  MarginPercent: 20,
  Volume: null,
  Computed: {
    GrossWeightKg: 0.663,
    MaterialPerPiece: 47.73,
    MachiningPerPiece: 27.73,
    ProcessesPerPiece: 29.84,
    CostPerPiece: 109.8,
    PricePerPiece: 131.76,
    Breaks: [{ Quantity: 1000, PricePerPiece: 131.52 }],
  },
};

const savedQuotation = (estimate: EstimateWire | null) =>
  ({
    _id: 'q1',
    LeadId: 'lead-1',
    Source: 'Website',
    Buyer: {
      Company: 'Kiran',
      Contact: 'Asha',
      Email: 'a@k.example',
      Phone: '',
      BillingAddress: 'Plot 4, GIDC Rajkot',
      ShippingAddress: '',
      GSTIN: '',
      PlaceOfSupply: '24',
      GstTreatment: 'Unregistered',
      ZeroRated: null,
    },
    BuyerReference: '',
    BuyerReferenceDate: null,
    Currency: 'INR',
    ExchangeRate: 1,
    Incoterm: null,
    IncotermPlace: '',
    ValidUntil: '2026-12-27',
    PaymentTerms: 'Advance',
    DeliveryTerms: 'Ex-works',
    Notes: '',
    Lines: [
      {
        Description: 'Pump shaft',
        DrawingNo: 'RP-SH 0042',
        DrawingRev: '',
        Material: 'EN8',
        Finish: '',
        HSN: '8483',
        Quantity: 500,
        Unit: 'Nos',
        UnitPrice: 120,
        Per: 1,
        DiscountPercent: 0,
        GstRate: 18,
        LeadTime: '',
        QuantityBreaks: [{ Quantity: 1000, UnitPrice: 110 }],
        Taxable: 60000,
        Estimate: estimate,
      },
    ],
    Charges: [],
  }) as unknown as Quotation;

describe('a line estimate in the editor', () => {
  it('comes from the saved quotation without its figures and goes back in the save body, which the contract reads', () => {
    const values = valuesFromQuotation(savedQuotation(shaftWire));
    const estimate = values.Lines[0]!.Estimate!;
    expect(estimate).not.toHaveProperty('Computed');
    expect(estimate).toMatchObject({
      MaterialId: 'en8',
      Form: 'Round bar',
      Stock: { Diameter: 32, Length: 105 },
      OtherPerPiece: 4.5,
      MarginPercent: 20,
    });
    const body = saveBodyOf(values);
    expect(body.Lines[0]!.Estimate).toEqual({
      MaterialId: 'en8',
      Form: 'Round bar',
      Stock: { Diameter: 32, Length: 105 },
      WeightKg: null,
      Operations: [{ MachineId: 'cnc-lathe', SetupMinutes: 30, CycleMinutes: 2.5 }],
      Processes: [{ ProcessId: 'hardening' }],
      OtherPerPiece: 4.5,
      MarginPercent: 20,
    });
    const parsed = quotationSaveBody.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    // Other per piece is rupees in the editor and paise once parsed, as the server stores it.
    expect(parsed.data!.Lines[0]!.Estimate).toMatchObject({ OtherPerPiecePaise: 450, Stock: { Diameter: 32, Length: 105 } });
  });

  it('is null for a line without one, both ways, and a line without the key saves as null', () => {
    const values = valuesFromQuotation(savedQuotation(null));
    expect(values.Lines[0]!.Estimate).toBeNull();
    expect(saveBodyOf(values).Lines[0]!.Estimate).toBeNull();
    expect(saveBodyOf({ ...values, Lines: [emptyLine({ Description: 'x', HSN: '8483', UnitPrice: 1 })] }).Lines[0]!.Estimate).toBeNull();
    expect(estimateFormOf(undefined)).toBeNull();
  });

  it('sends only the sizes its form needs and a weight only for a casting or forging', () => {
    const switched = {
      ...estimateFormOf(shaftWire)!,
      Form: 'Plate' as const,
      Stock: { Diameter: 32, Length: 120, Width: 40, Thickness: 12 },
      WeightKg: 2,
    };
    expect(estimateBodyOf(switched)).toMatchObject({ Stock: { Length: 120, Width: 40, Thickness: 12 }, WeightKg: null });
    expect(estimateBodyOf(switched)!.Stock).not.toHaveProperty('Diameter');
    expect(estimateBodyOf({ ...switched, Form: 'Casting' })).toMatchObject({ Stock: {}, WeightKg: 2 });
  });

  it('starts with the default material and margin of the rates', () => {
    expect(newEstimate(rates)).toMatchObject({ MaterialId: 'en8', Form: 'Round bar', MarginPercent: 20, Operations: [], Processes: [] });
  });
});

describe('the live figures', () => {
  it('are the server’s for the same estimate (the contract’s computeEstimate with the rates in paise)', () => {
    const live = liveFigures(estimateFormOf({ ...shaftWire, OtherPerPiece: 0 }), rates, 500, [1000]);
    expect('figures' in live).toBe(true);
    if (!('figures' in live)) return;
    // The server test's figures: 0.663 kg, material ₹47.73, machining ₹27.73.
    expect(live.figures).toMatchObject({ GrossWeightKg: 0.663, MaterialPerPiece: 47.73, MachiningPerPiece: 27.73 });
    expect(live.figures.Breaks.map((b) => b.Quantity)).toEqual([1000]);
    expect(live.figures.Breaks[0]!.PricePerPiece).toBeLessThan(live.figures.PricePerPiece);
  });

  it('say what is missing: a size, the quantity, a machine no longer in the rates', () => {
    const estimate = estimateFormOf(shaftWire)!;
    expect(liveFigures({ ...estimate, Stock: { Diameter: 32 } }, rates, 500, [])).toEqual({ missing: 'Round bar: Stock.Length (mm) is required.' });
    expect(liveFigures(estimate, rates, undefined, [])).toEqual({ missing: 'Enter the line’s quantity.' });
    const gone = { ...estimate, Operations: [{ MachineId: 'laser', SetupMinutes: 0, CycleMinutes: 1 }] };
    expect(liveFigures(gone, rates, 500, [])).toEqual({ missing: 'Machine laser is not in Settings > Rates any more: pick another.' });
  });
});

describe('"Use these prices"', () => {
  const figures = shaftWire.Computed;
  const line = {
    Per: 1,
    QuantityBreaks: [
      { Quantity: 1000, UnitPrice: 110 },
      { Quantity: 5000, UnitPrice: 100 },
    ],
  };

  it('sets the unit price to the price per piece times Per, and each break its own price (a break not worked out stays)', () => {
    expect(pricesFromEstimate(line, figures, 'INR')).toEqual({
      UnitPrice: 131.76,
      QuantityBreaks: [
        { Quantity: 1000, UnitPrice: 131.52 },
        { Quantity: 5000, UnitPrice: 100 },
      ],
    });
    expect(pricesFromEstimate({ ...line, Per: 100 }, figures, 'INR')).toMatchObject({
      UnitPrice: 13176,
      QuantityBreaks: [{ UnitPrice: 13152 }, { UnitPrice: 100 }],
    });
    expect(pricesFromEstimate({ Per: 1000 }, { ...figures, PricePerPiece: 0.37 }, 'INR')).toEqual({ UnitPrice: 370, QuantityBreaks: [] });
  });

  it('turns rupees into the quotation’s currency with its exchange rate, and needs one', () => {
    expect(pricesFromEstimate({ Per: 100 }, figures, 'USD', 83.25)).toEqual({ UnitPrice: 158.27, QuantityBreaks: [] });
    expect(pricesFromEstimate({ Per: 1 }, figures, 'USD', null)).toBeNull();
    expect(inCurrency(100, 'INR', null)).toBe(100);
  });
});

describe('the figures saved with an estimate', () => {
  const saved = [{ Quantity: 500, Estimate: shaftWire }];

  it('are found for the same estimate and quantity, whatever the order of its keys', () => {
    const { MarginPercent, ...rest } = estimateFormOf(shaftWire)!;
    expect(savedFiguresFor({ MarginPercent, ...rest }, 500, saved)).toEqual(shaftWire.Computed);
  });

  it('are not those of a changed estimate, another quantity, or a quotation not saved yet', () => {
    expect(savedFiguresFor({ ...estimateFormOf(shaftWire)!, MarginPercent: 25 }, 500, saved)).toBeNull();
    expect(savedFiguresFor(estimateFormOf(shaftWire), 600, saved)).toBeNull();
    expect(savedFiguresFor(estimateFormOf(shaftWire), 500, undefined)).toBeNull();
  });
});
