// @database-agnostic: the Tally voucher's entries and file text are functions of an invoice, no database (the PGlite pass only)
import { TALLY_LEDGERS_SEED, totalsOfSummary, type Currency, type TaxRateSummary } from '@rp/contract';
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { InvoiceRow } from '../../../src/db/schema.js';
import type { BookedInvoice } from '../../../src/modules/invoices/books-source.js';
import { rupeesText } from '../../../src/modules/invoices/books-source.js';
import { tallyEntries, taxLedgerName } from '../../../src/modules/invoices/tally-voucher.js';
import { tallyXmlOf } from '../../../src/modules/invoices/tally-xml.js';

const RATES = [0, 0.25, 3, 5, 12, 18, 28];

/** An invoice as the export reads it, with totals made the way the invoice's own are (totalsOfSummary). */
function booked(summary: TaxRateSummary[], currency: Currency, rate: number, company = 'Shreeji Pumps'): BookedInvoice {
  const Totals = { TaxMode: 'CGST+SGST' as const, ...totalsOfSummary(summary, currency) };
  const row = {
    id: '00000000-0000-4000-8000-000000000001',
    number: 'INV/26-27/0001',
    date: '2026-11-29',
    state: 'Issued',
    cancelReason: '',
    buyer: {
      Company: company,
      Contact: 'A',
      Email: 'a@example.com',
      Phone: '',
      BillingAddress: 'Rajkot 360003',
      ShippingAddress: '',
      GSTIN: '',
      PlaceOfSupply: '24',
    },
    amounts: { Lines: [], Charges: [], Completes: false, Totals },
  } as unknown as InvoiceRow;
  return { row, orderNumber: 'SO-2026-00001', exchangeRateTenThousandths: rate, buyerRecord: null, dispatch: {} as BookedInvoice['dispatch'] };
}

const summaryArb = (split: boolean) =>
  fc.uniqueArray(fc.constantFrom(...RATES), { minLength: 1, maxLength: RATES.length }).chain((rates) =>
    fc.tuple(
      ...rates.map((GstRate) =>
        fc.integer({ min: 0, max: 5_000_000_000 }).map((Taxable) => {
          const tax = Math.round((Taxable * GstRate) / (split ? 200 : 100));
          return { GstRate, Taxable, CGST: split ? tax : 0, SGST: split ? tax : 0, IGST: split ? 0 : tax };
        }),
      ),
    ),
  );

describe('Tally sales voucher entries', () => {
  it('sum to exactly zero, the party debited the grand total (rupees) or the converted parts (another currency)', () => {
    fc.assert(
      fc.property(summaryArb(true), summaryArb(false), fc.boolean(), fc.integer({ min: 10_000, max: 1_200_000 }), (split, igst, intra, usdRate) => {
        for (const [currency, rate] of [
          ['INR', 10_000],
          ['USD', usdRate],
        ] as const) {
          const invoice = booked(intra ? split : igst, currency, rate);
          const entries = tallyEntries(invoice, TALLY_LEDGERS_SEED);
          expect(entries.reduce((sum, e) => sum + e.amountPaise, 0n)).toBe(0n);
          expect(entries[0]!.ledger).toBe('Shreeji Pumps');
          if (currency === 'INR') expect(entries[0]!.amountPaise).toBe(-BigInt(invoice.row.amounts.Totals.Totals.GrandTotal));
          expect(new Set(entries.map((e) => e.ledger)).size).toBe(entries.length);
          expect(entries.slice(1).every((e) => e.amountPaise !== 0n)).toBe(true);
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 200) },
    );
  });

  it('a negative round-off is a debit of Round Off; {rate} is the component rate', () => {
    // 100.40 taxable at 0 %: rounds down to 100, so Round Off is -0.40.
    const entries = tallyEntries(booked([{ GstRate: 0, Taxable: 10_040, CGST: 0, SGST: 0, IGST: 0 }], 'INR', 10_000), TALLY_LEDGERS_SEED);
    expect(entries.map((e) => [e.ledger, rupeesText(e.amountPaise)])).toEqual([
      ['Shreeji Pumps', '-100.00'],
      ['Sales', '100.40'],
      ['Round Off', '-0.40'],
    ]);
    expect(taxLedgerName('Output CGST {rate}%', 9)).toBe('Output CGST 9%');
    expect(taxLedgerName('CGST {rate}% ({rate})', 0.125)).toBe('CGST 0.125% (0.125)');
    expect(taxLedgerName('Output IGST', 18)).toBe('Output IGST');
    expect(rupeesText(-5n)).toBe('-0.05');
  });

  it('the file drops characters XML cannot carry and escapes the rest', () => {
    const name = 'A&B <C> "D" \'E\' \u0001F';
    const xml = tallyXmlOf([booked([{ GstRate: 18, Taxable: 100_00, CGST: 9_00, SGST: 9_00, IGST: 0 }], 'INR', 10_000, name)], TALLY_LEDGERS_SEED);
    const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml).ENVELOPE.BODY.IMPORTDATA;
    expect(parsed.REQUESTDATA.TALLYMESSAGE.LEDGER.NAME).toBe('A&B <C> "D" \'E\' F');
    expect(parsed.REQUESTDATA.TALLYMESSAGE.VOUCHER.PARTYLEDGERNAME).toBe('A&B <C> "D" \'E\' F');
    // No company set: the import goes to the company open in Tally.
    expect(parsed.REQUESTDESC.STATICVARIABLES).toBe('');
  });
});
