// @database-agnostic: the quotation PDF drawn from its input, no database (the PGlite pass only)
import { amountInCurrencyWords, formatMoney, formatMoneyPlain, lineTaxablePaise } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { buildQuotationInput, sampleWireLine } from '../../../../src/modules/documents/pdf/sample.js';
import { literal, renderSample } from './render-sample.js';

describe('quotation PDF lines, charges and references (issue 43)', () => {
  it('a line priced per 100 or per 1000 says so under its rate, and only that line', async () => {
    const hundred = await renderSample({ lines: 3, per: 100 });
    const line = hundred.model.lines[1]!;
    expect(line.Per).toBe(100);
    // "2 Bronze bush ... 8483 6,200 Pcs 124.69 per 100 – 7,730.78 18%": 6,200 x 124.69 / 100.
    expect(hundred.text).toMatch(new RegExp(`2 ${literal(line.Description)} .*? 6,200 Pcs 124\\.69 per 100 – 7,730\\.78 18%`));
    expect(hundred.text.match(/per 100\b/g)).toHaveLength(1);
    expect((await renderSample({ lines: 3, per: 1000 })).text).toContain('62,000 Pcs 124.69 per 1000 – 7,730.78');
    expect((await renderSample({ lines: 3 })).text).not.toContain(' per ');
  });

  it('a break of a line priced per 1000 is totalled per 1000 and its heading says so', async () => {
    const washer = {
      ...sampleWireLine(0),
      Quantity: 20000,
      UnitPrice: 385,
      Per: 1000 as const,
      QuantityBreaks: [{ Quantity: 50000, UnitPrice: 350 }],
    };
    const { text } = await renderSample(buildQuotationInput({ lines: [washer], placeOfSupply: '24' }));
    // 20,000 washers at ₹385 per 1000 less 5 %: ₹7,315.00; the break: 50,000 at ₹350 per 1000 less 5 %: ₹16,625.00.
    expect(text).toContain('20,000 Nos 385.00 per 1000 5 7,315.00 18%');
    expect(text).toContain('Quantity breaks (alternatives, not in the total; rates per 1000): 50,000 Nos 350.00 5 16,625.00');
    expect(lineTaxablePaise({ QuantityThousandths: 50_000_000, UnitPricePaise: 35_000, DiscountHundredths: 500, Per: 1000 })).toBe(1_662_500);
  });

  it('the drawing number is followed by its revision', async () => {
    const { text } = await renderSample({ lines: 2 });
    expect(text).toContain('Drawing No.: RP-1000 Rev A · Lead time: 2-4 weeks');
    expect(text).toContain('Drawing No.: RP-1001 Rev B');
  });

  it('a charge that follows the goods prints "as goods" and the parts the totals taxed it at', async () => {
    const { model, text } = await renderSample({ lines: 5, charges: true, followingCharges: true });
    const [packing, , tooling] = model.charges;
    const [packingParts, freightParts] = model.computed.ChargeParts!;
    expect(packing!.GstRate).toBeNull();
    expect(packingParts!.length).toBeGreaterThan(1);
    const parts = packingParts!.map((p) => `${formatMoneyPlain(p.AmountPaise)} at ${p.GstRate}%`).join(', ');
    expect(text).toContain(`Packing and forwarding GST as the goods: ${parts} 1,250.00 as goods`);
    expect(text).toContain('Freight GST as the goods: ');
    expect(text).toMatch(/Freight GST as the goods: .*? 3,400\.50 as goods/);
    // Tooling is a separate supply at its own rate.
    expect(tooling!.GstRate).toBe(18);
    expect(text).toContain('Tooling / fixture development (one time) 18,000.00 18%');
    expect(freightParts!.reduce((sum, p) => sum + p.AmountPaise, 0)).toBe(3_400_50);

    // Lines at one rate: the charge is taxed at it, and the note says which.
    const oneRate = await renderSample({ lines: 2, charges: true, followingCharges: true });
    expect(oneRate.text).toContain('Packing and forwarding GST at 18%, as the goods 1,250.00 as goods');
  });

  it('the buyer\'s enquiry with its date; "Our reference" only for a lead from the site', async () => {
    const site = await renderSample({ lines: 1, enquiry: true });
    expect(site.text).toContain('Your enquiry PUR/ENQ/2026/778 dated 20 November 2026');
    expect(site.text).toContain('Our reference Q-2026-00042');

    for (const source of ['E-mail', 'Phone', 'Visit'] as const) {
      const logged = await renderSample({ lines: 1, source });
      expect(logged.input.quotation.leadReference).toBe('Q-2026-00042');
      expect(logged.text, source).not.toContain('Q-2026-00042');
      expect(logged.text).not.toMatch(/Your request|Our reference|Your enquiry/);
    }
  });

  it('a USD export: every amount in dollars, headings say USD, the rate used, FOB Mundra, the words in dollars', async () => {
    const { input, model, text } = await renderSample({ lines: 5, charges: true, currency: 'USD', per: 1000 });
    expect(input.quotation.currency).toBe('USD');
    expect(text).toContain('S.No Description HSN Qty Unit Rate (USD) Disc. % Taxable value (USD) GST %');
    expect(text).toContain('INCOTERM FOB Mundra');
    expect(text).toContain('CURRENCY US Dollars (USD) Exchange rate: 1 USD = ₹83.2500');
    model.lines.forEach((line, i) => {
      const row = `${formatMoneyPlain(line.UnitPricePaise, 'USD')}${line.Per === 1 ? '' : ` per ${line.Per}`} .*?${literal(formatMoneyPlain(model.computed.LineTaxable[i]!, 'USD'))} –`;
      expect(text, `line ${i + 1}`).toMatch(new RegExp(row));
    });
    // Export under LUT: no tax, so the grand total is the lines and charges to the cent, with no round-off.
    const sum = [...model.computed.LineTaxable, ...model.charges.map((c) => c.AmountPaise)].reduce((s, v) => s + v, 0);
    expect(model.computed.Totals.GrandTotal).toBe(sum);
    expect(text).toContain(`Taxable value ${formatMoney(sum, 'USD')} Grand total ${formatMoney(sum, 'USD')}`);
    expect(text).toContain(`AMOUNT IN WORDS ${amountInCurrencyWords(sum, 'USD')}`);
    expect(amountInCurrencyWords(sum, 'USD')).toMatch(/^US Dollars .* and Cents .* Only$/);
    expect(text).not.toContain('Round off');
    // The one rupee sign is the exchange rate's.
    expect(text.match(/₹/g)).toHaveLength(1);
  });
});
