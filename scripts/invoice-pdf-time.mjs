// Tax invoice PDF server time (issue 48): renders sample invoices as the server does (in process, after a
// warm-up) and prints, over N runs, the median and p95 wall time, the median CPU time of the process (which
// other load on the machine disturbs less), pages and size. Runs from the sources under tsx (no build needed).
// Usage: npx tsx scripts/invoice-pdf-time.mjs [runs] [--out <dir>]   (--out also writes the PDFs, to look at)
// The route's time through the calls on a real database: npm run bench:invoice-pdf.
import fs from 'node:fs';
import path from 'node:path';
import { renderInvoicePdf } from '../apps/server/src/modules/documents/index.js';
import { sampleInvoice } from '../apps/server/src/modules/documents/pdf/invoice-sample.js';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = outIndex === -1 ? undefined : args.splice(outIndex, 2)[1];
const runs = Number(args[0] ?? 20);
const samples = [
  ['3 lines, 3 copies', { lines: 3, charges: true }],
  ['100 lines, original', { lines: 100, charges: true, copy: 'original' }],
  ['100 lines, 3 copies', { lines: 100, charges: true }],
  ['100 lines, IGST, e-inv.', { lines: 100, charges: true, placeOfSupply: '27', einvoice: true }],
];

const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];
/** The nearest-rank 95th percentile: with 20 runs, the 19th fastest. */
const p95 = (values) => sorted(values)[Math.ceil(0.95 * values.length) - 1];
const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;
const pageCount = (pdf) =>
  Buffer.from(pdf)
    .toString('latin1')
    .match(/\/Type \/Page\b/g).length;

async function timed(input) {
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const pdf = await renderInvoicePdf(input);
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  return { pdf, wall, cpu: (cpu.user + cpu.system) / 1000 };
}

const first = await timed(sampleInvoice({ lines: 1, copy: 'original' }));
console.log(`first render in this process (fonts read and parsed, modules warm): ${ms(first.wall).trim()}`);
console.log(`${`${runs} runs`.padEnd(24)} | median   | p95      | CPU med. | pages | bytes`);
for (const [label, options] of samples) {
  const input = sampleInvoice(options);
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await timed(input));
  const { pdf } = results[0];
  const walls = results.map((r) => r.wall);
  const row = [ms(median(walls)), ms(p95(walls)), ms(median(results.map((r) => r.cpu))), String(pageCount(pdf)).padStart(5)];
  console.log(`${label.padEnd(24)} | ${row.join(' | ')} | ${pdf.length.toLocaleString('en-IN')}`);
  if (outDir) {
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.pdf`), pdf);
  }
}
