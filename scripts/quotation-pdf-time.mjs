// Quotation PDF server time (issue 33): renders sample quotations as the server does (in process, after a
// warm-up) and prints the median of N runs: wall time, and the process's CPU time (which other load on the
// machine disturbs less), the slowest run, pages and size. Needs `npm run build`.
// Usage: node scripts/quotation-pdf-time.mjs [runs] [--out <dir>]   (--out also writes the PDFs, to look at)
import fs from 'node:fs';
import path from 'node:path';
import { renderQuotationPdf } from '../apps/server/dist/modules/documents/index.js';
import { sampleQuotationInput } from '../apps/server/dist/modules/documents/pdf/sample.js';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = outIndex === -1 ? undefined : args.splice(outIndex, 2)[1];
const runs = Number(args[0] ?? 15);
const samples = [
  ['3 lines, same state', { lines: 3, charges: true }],
  ['100 lines, same state', { lines: 100, charges: true, quantityBreaks: true, longDescriptions: true }],
  ['100 lines, export', { lines: 100, placeOfSupply: '96', charges: true, quantityBreaks: true, longDescriptions: true }],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;
const pageCount = (pdf) => pdf.toString('latin1').match(/\/Type \/Page\b/g).length;

/** One render: its wall time and the CPU time the process spent meanwhile, in ms. */
async function timed(input) {
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const pdf = await renderQuotationPdf(input);
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  return { pdf, wall, cpu: (cpu.user + cpu.system) / 1000 };
}

const first = await timed(sampleQuotationInput({ lines: 1 }));
console.log(`first render in this process (fonts read and parsed, modules warm): ${ms(first.wall).trim()}`);
console.log(`${`median of ${runs} runs`.padEnd(22)} | wall     | CPU      | slowest  | pages | bytes`);
for (const [label, options] of samples) {
  const input = sampleQuotationInput(options);
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await timed(input));
  const { pdf } = results[0];
  const walls = results.map((r) => r.wall);
  const row = [ms(median(walls)), ms(median(results.map((r) => r.cpu))), ms(Math.max(...walls)), String(pageCount(pdf)).padStart(5)];
  console.log(`${label.padEnd(22)} | ${row.join(' | ')} | ${pdf.length.toLocaleString('en-IN')}`);
  if (outDir) {
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.pdf`), pdf);
  }
}
