/**
 * Tax invoice PDF benchmark (issue 48): makes invoices through the real calls (a quotation of N lines and one
 * of 3 lines, sent, accepted, dispatched whole so each dispatch issues its invoice) on a fresh database and
 * prints the server time (app.inject, no network) of GET /invoice/:id/pdf: the original copy and the three.
 *
 *   npm run bench:invoice-pdf -- [--lines 100] [--runs 20] [--database-url postgres://...]
 *
 * The render alone, by sample and with CPU time: `npx tsx scripts/invoice-pdf-time.mjs [runs]`.
 */
import { API_BASE, COMPANY_PROFILE_SEED, gstinCheckCharacter, indiaDay, SEEDED_GST_RATES, type Order, type QuotationSaveBody } from '@rp/contract';
import type { App } from '../app.js';
import { adminHeaders, benchOptions, runBench, secondsSince } from './bench-setup.js';

const options = benchOptions('lines', 100, [], 20);

function quotation(lines: number): QuotationSaveBody {
  return {
    Source: 'Phone',
    Buyer: {
      Company: 'Saurashtra Pumps Pvt Ltd',
      Contact: 'Asha Patel',
      Email: 'asha.patel@example.in',
      BillingAddress: 'Plot 12, GIDC Estate\nRajkot 360003',
      ShippingAddress: 'Plant 2, Shapar\nRajkot 360024',
      GSTIN: `24AABCS1234F1Z${gstinCheckCharacter('24AABCS1234F1Z')}`,
      PlaceOfSupply: '24',
    },
    Lines: Array.from({ length: lines }, (_, i) => ({
      Description: `Part ${i + 1}, EN8, turned and ground`,
      DrawingNo: `RP-${1000 + i}`,
      HSN: ['8483', '7326', '7318', '8487'][i % 4]!,
      Quantity: 10 + ((i * 37) % 990),
      Unit: 'Nos',
      UnitPrice: 12.5 + ((i * 131) % 4000),
      DiscountPercent: i % 3 === 0 ? 5 : 0,
      GstRate: SEEDED_GST_RATES[i % SEEDED_GST_RATES.length]!,
    })),
    Charges: [
      { Kind: 'Packing and forwarding', Amount: 1250 },
      { Kind: 'Freight', Amount: 3400.5 },
    ],
  };
}

/** A quotation of `lines` lines, sent, accepted and dispatched whole: the invoice the dispatch issued. */
async function invoiceOf(app: App, headers: { authorization: string }, lines: number): Promise<string> {
  const post = async (path: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url: `${API_BASE}${path}`, headers, payload });
    if (res.statusCode >= 300) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json<{ data: unknown }>().data;
  };
  const draft = (await post('/quotation/save', quotation(lines))) as { _id: string };
  await post('/quotation/send', { _id: draft._id });
  const accepted = (await post('/quotation/accept', { _id: draft._id, PONumber: 'PO/BENCH/1', PODate: indiaDay() })) as { Order: { _id: string } };
  const [order] = (await post('/order/getByID', { _id: accepted.Order._id })) as Order[];
  const after = (await post('/order/dispatch', {
    _id: order!._id,
    Transporter: 'VRL Logistics',
    DocketNo: 'VRL-7781234',
    DispatchDate: indiaDay(),
    VehicleNo: 'GJ03AB1234',
    DistanceKm: 215,
    Packages: 3,
    Lines: order!.Lines.map((line) => ({ LineId: line._id, Quantity: line.Quantity })),
  })) as Order;
  return after.Dispatches.at(-1)!.InvoiceId!;
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]!;
/** Nearest rank: with 20 runs, the 19th fastest. */
const p95 = (xs: number[]) => sorted(xs)[Math.ceil(xs.length * 0.95) - 1]!;

await runBench(options, {}, async ({ app, label }) => {
  const headers = await adminHeaders(app);
  const seedStart = performance.now();
  const profile = await app.inject({
    method: 'POST',
    url: `${API_BASE}/settings/company`,
    headers,
    payload: { ...COMPANY_PROFILE_SEED, GSTIN: `24AAACR1234A1Z${gstinCheckCharacter('24AAACR1234A1Z')}`, PAN: 'AAACR1234A' },
  });
  if (profile.statusCode >= 300) throw new Error(`profile: ${profile.statusCode} ${profile.body.slice(0, 300)}`);
  const big = await invoiceOf(app, headers, options.count);
  const small = await invoiceOf(app, headers, 3);
  console.log(`${label}: two invoices made through the calls ${secondsSince(seedStart)}`);
  console.log(`\nGET /invoice/:id/pdf, server time over ${options.runs} runs   median      p95   pages    bytes`);
  const cases: [string, string][] = [
    [`${options.count} lines, original copy`, `/invoice/${big}/pdf?copy=original`],
    [`${options.count} lines, three copies`, `/invoice/${big}/pdf`],
    ['3 lines, original copy', `/invoice/${small}/pdf?copy=original`],
    ['3 lines, three copies', `/invoice/${small}/pdf`],
  ];
  for (const [name, path] of cases) {
    const times: number[] = [];
    let bytes: Buffer = Buffer.alloc(0);
    // Two warm-up calls are not counted.
    for (let i = 0; i < options.runs + 2; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: `${API_BASE}${path}`, headers });
      if (i >= 2) times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      bytes = res.rawPayload;
    }
    const pages = bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    console.log(
      `${name.padEnd(46)} ${median(times).toFixed(1).padStart(7)} ${p95(times).toFixed(1).padStart(8)} ${String(pages).padStart(7)} ${bytes.length.toLocaleString('en-IN').padStart(8)}`,
    );
  }
});
