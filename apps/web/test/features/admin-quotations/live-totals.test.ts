import { describe, expect, it } from 'vitest';
import {
  computeQuotationTotals,
  gstinCheckCharacter,
  quotationSaveBody,
  type Currency,
  type GstRegistration,
  type GstTreatment,
  type QuotationSaveBody,
} from '@rp/contract';
import { lineTaxableOf, liveTotals, type LiveTotalsProfile } from '../../../src/features/admin-quotations/utils/live-totals';
import { emptyLine, type QuotationFormValues } from '../../../src/features/admin-quotations/utils/quotation-form';

type Place = QuotationFormValues['Buyer']['PlaceOfSupply'];
type Buyer = QuotationFormValues['Buyer'];

const RATES = [0, 0.25, 3, 5, 18, 40];
const profile = (GstRegistration: GstRegistration = 'Regular'): LiveTotalsProfile => ({ State: '24', GstRegistration, GstRates: RATES });

/** A valid GSTIN of the given state (its check character computed). */
const gstinOf = (state: string) => {
  const first14 = `${state}AAACR5055K1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

const buyer = (PlaceOfSupply: Place, extra: Partial<Buyer> = {}): Buyer => ({
  Company: 'Kiran Textiles',
  Contact: 'Asha Patel',
  Email: 'asha@kiran.example',
  BillingAddress: 'Ring Road, Surat',
  PlaceOfSupply,
  ...extra,
});

function form(
  lines: QuotationFormValues['Lines'],
  charges: QuotationFormValues['Charges'] = [],
  place: Place = '24',
  extra: Partial<QuotationFormValues> = {},
): QuotationFormValues {
  return { Buyer: buyer(place), Lines: lines, Charges: charges, ...extra };
}

/** What the server computes from the same body: the contract parses the amounts to integers, then THE totals function. */
function serverTotals(body: QuotationSaveBody, registration: GstRegistration = 'Regular') {
  const parsed = quotationSaveBody.parse(body);
  return computeQuotationTotals({
    Lines: parsed.Lines,
    Charges: parsed.Charges,
    CompanyStateCode: '24',
    PlaceOfSupply: parsed.Buyer.PlaceOfSupply,
    SupplierRegistration: registration,
    GstTreatment: parsed.Buyer.GstTreatment,
    ZeroRated: parsed.Buyer.ZeroRated ?? undefined,
    Currency: parsed.Currency,
  });
}

const part = (description: string, extra: Parameters<typeof emptyLine>[0]) => emptyLine({ Description: description, HSN: '8483', ...extra });

describe('live totals in the editor', () => {
  it('adds CGST and SGST within the state, rounds to the rupee and words the grand total', () => {
    const values = form(
      [
        part('Shaft', { Quantity: 3, UnitPrice: 1234.57, DiscountPercent: 2.5, GstRate: 18 }),
        part('Bush', { Quantity: 0.125, UnitPrice: 99.99, GstRate: 5 }),
      ],
      [{ Kind: 'Freight', Amount: 450.1, GstRate: 18 }],
    );
    const live = liveTotals(values, profile());
    // 3 x 1234.57 x 0.975 = 3611.11725 -> 3611.12; 0.125 x 99.99 = 12.49875 -> 12.50; + 450.10 freight at its own 18 %
    expect(live.lineTaxable).toEqual([361112, 1250]);
    expect(live.totals.TaxMode).toBe('CGST+SGST');
    expect(live.totals.Totals.Taxable).toBe(361112 + 1250 + 45010);
    // 18 %: (361112 + 45010) x 9 % = 36550.98 -> 36551 each; 5 %: 1250 x 2.5 % = 31.25 -> 31
    expect(live.totals.Totals.CGST).toBe(36551 + 31);
    expect(live.totals.Totals.SGST).toBe(36551 + 31);
    expect(live.totals.Totals.GrandTotal).toBe(480500);
    expect(live.totals.Totals.RoundOff).toBe(-36); // 4,805.36 -> 4,805
    expect(live.totals.AmountInWords).toBe('Rupees Four Thousand Eight Hundred Five Only');
    expect(live.incomplete).toEqual([]);
    expect(live.currency).toBe('INR');
    expect(live.totals).toEqual(serverTotals(values));
  });

  it('charges IGST for another state and no GST outside India', () => {
    const lines = [part('Pin', { Quantity: 10, UnitPrice: 100, GstRate: 18 })];
    const igst = liveTotals(form(lines, [], '27'), profile());
    expect(igst.totals.TaxMode).toBe('IGST');
    expect(igst.totals.Totals).toMatchObject({ Taxable: 100000, CGST: 0, SGST: 0, IGST: 18000, GrandTotal: 118000 });
    const exported = liveTotals(form(lines, [], '96'), profile());
    expect(exported.totals.TaxMode).toBe('Export');
    expect(exported.totals.Totals).toMatchObject({ Taxable: 100000, CGST: 0, SGST: 0, IGST: 0, GrandTotal: 100000 });
  });

  it('prices per 100 and per 1000 units: quantity x price / Per, rounded half up to the paisa', () => {
    const values = form([
      // 2,500 washers at ₹385 per 1000 = ₹962.50 (a ₹0.385 washer).
      part('Washer M8', { Quantity: 2500, UnitPrice: 385, Per: 1000, GstRate: 18 }),
      // 150 pins at ₹12.35 per 100 = ₹18.525 -> ₹18.53.
      part('Pin 3 x 12', { Quantity: 150, UnitPrice: 12.35, Per: 100, GstRate: 18 }),
      part('Spacer', { Quantity: 2, UnitPrice: 7.5, Per: 1, GstRate: 18 }),
    ]);
    const live = liveTotals(values, profile());
    expect(live.lineTaxable).toEqual([96250, 1853, 1500]);
    expect(lineTaxableOf(values.Lines[0])).toBe(96250);
    expect(live.totals.Totals.Taxable).toBe(99603);
    expect(live.totals).toEqual(serverTotals(values));
    // A Per the contract does not know is not a figure yet.
    expect(lineTaxableOf({ ...values.Lines[0]!, Per: 10 as 100 })).toBeNull();
  });

  it('splits a charge that follows the goods across mixed rates by their taxable value, summing exactly', () => {
    const values = form(
      [part('Bush', { Quantity: 1, UnitPrice: 1000, GstRate: 5 }), part('Shaft', { Quantity: 3, UnitPrice: 1000, GstRate: 18 })],
      [
        { Kind: 'Freight', Amount: 100.01, GstRate: null },
        { Kind: 'Tooling', Amount: 500, GstRate: 18 },
      ],
      '27',
    );
    const live = liveTotals(values, profile());
    // 100.01 x 1/4 = 25.0025 -> 25.00 at 5 %; 18 % takes what remains: 75.01.
    expect(live.totals.ChargeParts).toEqual([
      [
        { GstRate: 5, AmountPaise: 2500 },
        { GstRate: 18, AmountPaise: 7501 },
      ],
      [{ GstRate: 18, AmountPaise: 50000 }],
    ]);
    expect(live.totals.TaxSummary.map((r) => [r.GstRate, r.Taxable, r.IGST])).toEqual([
      [5, 102500, 5125],
      [18, 357501, 64350], // 3575.01 x 18 % = 643.5018 -> 643.50
    ]);
    expect(live.totals).toEqual(serverTotals(values));
    // With one rate on the lines, the charge takes it whole.
    const single = liveTotals(form([values.Lines[0]!], [{ Kind: 'Freight', Amount: 100.01 }]), profile());
    expect(single.totals.ChargeParts).toEqual([[{ GstRate: 5, AmountPaise: 10001 }]]);
  });

  it('leaves out a following charge while no line has a value, and names it', () => {
    const values = form([part('Unpriced', { Quantity: 1 })], [{ Kind: 'Packing and forwarding', Amount: 250, GstRate: null }]);
    const live = liveTotals(values, profile());
    expect(live.incomplete).toEqual(['Line 1', 'Packing and forwarding (as goods: no line has a value yet)']);
    expect(live.totals.Totals.GrandTotal).toBe(0);
  });

  it('totals an Overseas buyer in US dollars to the cent, without a round-off, in dollar words', () => {
    const values = form([part('Flange', { Quantity: 10, UnitPrice: 1234.55, GstRate: 18 })], [{ Kind: 'Freight', Amount: 0.95 }], '96', {
      Buyer: buyer('96', { GstTreatment: 'Overseas' }),
      Currency: 'USD',
      ExchangeRate: 83.25,
      Incoterm: 'FOB',
      IncotermPlace: 'Mundra',
    });
    const live = liveTotals(values, profile());
    expect(live.currency).toBe('USD');
    expect(live.totals.TaxMode).toBe('Export');
    expect(live.totals.Totals).toMatchObject({ Taxable: 1234645, RoundOff: 0, GrandTotal: 1234645 });
    expect(live.totals.AmountInWords).toBe('US Dollars Twelve Thousand Three Hundred Forty-Six and Cents Forty-Five Only');
    expect(live.totals).toEqual(serverTotals(values));
    // With payment of IGST the export is taxed at the lines' rate, still to the cent.
    const withIgst = liveTotals({ ...values, Buyer: buyer('96', { GstTreatment: 'Overseas', ZeroRated: 'IGST' }) }, profile());
    expect(withIgst.totals.TaxMode).toBe('IGST');
    expect(withIgst.totals.Totals).toMatchObject({ IGST: 222236, RoundOff: 0, GrandTotal: 1234645 + 222236 });
  });

  it('collects no GST for a composition or unregistered supplier, whatever the place and rates', () => {
    const values = form([part('Shaft', { Quantity: 2, UnitPrice: 999.99, GstRate: 18 })], [{ Kind: 'Freight', Amount: 100 }]);
    for (const registration of ['Composition', 'Unregistered'] as const) {
      const live = liveTotals(values, profile(registration));
      expect(live.totals.TaxMode).toBe('Not collected');
      expect(live.totals.Totals).toMatchObject({ Taxable: 209998, CGST: 0, SGST: 0, IGST: 0, RoundOff: 2, GrandTotal: 210000 });
      expect(live.totals).toEqual(serverTotals(values, registration));
    }
  });

  it('taxes an SEZ buyer as inter-state: nothing under LUT, IGST when paid, even in the company’s state', () => {
    const lines = [part('Shaft', { Quantity: 1, UnitPrice: 1000, GstRate: 18 })];
    const sez = (ZeroRated?: 'LUT' | 'IGST') =>
      form(lines, [], '24', { Buyer: buyer('24', { GSTIN: gstinOf('24'), GstTreatment: 'SEZ', ZeroRated }) });
    expect(liveTotals(sez(), profile()).totals.TaxMode).toBe('SEZ');
    expect(liveTotals(sez('LUT'), profile()).totals.Totals.GrandTotal).toBe(100000);
    const paid = liveTotals(sez('IGST'), profile());
    expect(paid.totals.TaxMode).toBe('IGST');
    expect(paid.totals.Totals).toMatchObject({ CGST: 0, IGST: 18000 });
    expect(paid.totals).toEqual(serverTotals(sez('IGST')));
  });

  it('leaves out what is not a valid figure yet, or a rate the company no longer lists, and names it', () => {
    const values = form(
      [
        part('Shaft', { Quantity: 2, UnitPrice: 50, GstRate: 18 }),
        part('Empty price', {}),
        part('Too fine', { Quantity: 1, UnitPrice: 1.005 }),
        part('Negative', { Quantity: -1, UnitPrice: 5 }),
        part('Old slab', { Quantity: 1, UnitPrice: 5, GstRate: 12 }),
      ],
      [
        { Kind: 'Tooling', Amount: undefined as unknown as number, GstRate: 18 },
        { Kind: 'Freight', Amount: 10, GstRate: 28 },
      ],
    );
    const live = liveTotals(values, profile());
    // The old slab's own taxable value still shows on its card; it only stays out of the totals.
    expect(live.lineTaxable).toEqual([10000, null, null, null, 500]);
    expect(live.incomplete).toEqual(['Line 2', 'Line 3', 'Line 4', 'Line 5', 'Tooling', 'Freight']);
    expect(live.totals.Totals.Taxable).toBe(10000);
    expect(lineTaxableOf(values.Lines[1])).toBeNull();
  });

  it('never multiplies floats: 1.15 x 100 and 0.1 + 0.2 come out exact', () => {
    const values = form([
      part('a', { Quantity: 100, UnitPrice: 1.15, GstRate: 0 }),
      part('b', { Quantity: 1, UnitPrice: 0.1, GstRate: 0 }),
      part('c', { Quantity: 1, UnitPrice: 0.2, GstRate: 0 }),
    ]);
    expect(liveTotals(values, profile()).lineTaxable).toEqual([11500, 10, 20]);
  });

  it('matches the server for random quotations: treatments, registrations, currencies, Per and following charges (seeded)', () => {
    let seed = 20261127;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const decimals = (max: number, places: number) => Math.round(random() * max * 10 ** places) / 10 ** places;
    const modes = new Set<string>();
    for (let run = 0; run < 400; run++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, i) =>
        part(`Part ${i}`, {
          Quantity: Math.max(0.001, decimals(5000, 3)),
          UnitPrice: Math.max(0.01, decimals(250000, 2)),
          Per: pick([1, 100, 1000] as const),
          DiscountPercent: random() < 0.5 ? decimals(99, 2) : undefined,
          GstRate: pick(RATES),
        }),
      );
      const charges = (['Packing and forwarding', 'Freight', 'Tooling'] as const)
        .filter(() => random() < 0.4)
        .map((Kind) => ({ Kind, Amount: decimals(20000, 2), GstRate: random() < 0.6 ? null : pick(RATES) }));
      const place = pick(['24', '27', '96'] as const);
      const treatment: GstTreatment = place === '96' ? 'Overseas' : pick(['Registered', 'Unregistered', 'SEZ', 'Deemed export'] as const);
      const zeroRated = treatment === 'SEZ' || treatment === 'Overseas' ? pick(['LUT', 'IGST', undefined] as const) : undefined;
      const currency: Currency = treatment === 'Overseas' ? pick(['INR', 'USD', 'EUR', 'AED'] as const) : 'INR';
      const values = form(lines, charges, place, {
        Buyer: buyer(place, {
          GSTIN: treatment === 'Registered' || treatment === 'SEZ' || treatment === 'Deemed export' ? gstinOf('24') : '',
          GstTreatment: treatment,
          ZeroRated: zeroRated,
        }),
        Currency: currency,
        ExchangeRate: currency === 'INR' ? null : Math.max(0.0001, decimals(120, 4)),
      });
      const registration = pick(['Regular', 'Regular', 'Composition', 'Unregistered'] as const);
      const live = liveTotals(values, profile(registration));
      expect(live.incomplete, `run ${run}`).toEqual([]);
      expect(live.totals, `run ${run}`).toEqual(serverTotals(values, registration));
      modes.add(live.totals.TaxMode);
    }
    expect([...modes].sort()).toEqual(['CGST+SGST', 'Export', 'IGST', 'Not collected', 'SEZ']);
  });
});
