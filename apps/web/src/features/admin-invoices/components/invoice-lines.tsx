import type { Invoice, InvoiceLine } from '@rp/contract';
import { LinesTable, type LineCardRow, type LineColumn } from '~/components/ui/lines-table';
import { quantityText, rupeesText } from '../utils/invoice-text';

function Details({ line }: { line: InvoiceLine }) {
  const parts = [line.DrawingNo && `Drg. ${line.DrawingNo}`, line.HSN && `HSN ${line.HSN}`].filter(Boolean);
  return (
    <>
      <span className="block font-medium whitespace-pre-line text-slate-900 dark:text-white">{line.Description}</span>
      {parts.length ? <span className="block text-xs text-slate-500 dark:text-slate-400">{parts.join(' · ')}</span> : null}
    </>
  );
}

/** The rate per unit (or per 100, per 1,000) with its discount under it. */
function rateText(line: InvoiceLine): string {
  const per = line.Per > 1 ? ` per ${line.Per.toLocaleString('en-IN')}` : '';
  return `${rupeesText(line.UnitPrice)}${per}`;
}

const FIGURE = 'text-right whitespace-nowrap tabular-nums';

const COLUMNS: LineColumn<InvoiceLine>[] = [
  { header: 'Quantity', right: true, className: FIGURE, cell: (line) => `${quantityText(line.Quantity)} ${line.Unit}` },
  {
    header: 'Rate',
    right: true,
    className: FIGURE,
    cell: (line) => (
      <>
        {rateText(line)}
        {line.DiscountPercent ? <span className="block text-xs text-slate-500 dark:text-slate-400">less {line.DiscountPercent}%</span> : null}
      </>
    ),
  },
  {
    header: 'Taxable',
    right: true,
    className: `${FIGURE} font-semibold text-slate-900 dark:text-white`,
    cell: (line) => (
      <>
        {rupeesText(line.Taxable)}
        <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">GST {line.GstRate}%</span>
      </>
    ),
    testId: (i) => `invoice-line-${i + 1}-taxable`,
  },
];

const CARD_ROWS: LineCardRow<InvoiceLine>[] = [
  { term: 'Quantity', value: (line) => `${quantityText(line.Quantity)} ${line.Unit}` },
  { term: 'Rate · GST', value: (line) => `${rateText(line)}${line.DiscountPercent ? ` less ${line.DiscountPercent}%` : ''} · ${line.GstRate}%` },
  { term: 'Taxable', value: (line) => rupeesText(line.Taxable), total: true, testId: (i) => `invoice-line-${i + 1}-taxable` },
];

/** The invoice's lines (the dispatched quantities at the order's prices) and its charges; a card per line on a phone. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  return (
    <LinesTable
      lines={invoice.Lines}
      lineKey={(line) => line.LineId}
      details={(line) => <Details line={line} />}
      descriptionClassName="min-w-[12rem]"
      columns={COLUMNS}
      cardRows={CARD_ROWS}
      charges={invoice.Charges}
      amountText={rupeesText}
      breakpoint="container"
      testId="invoice-lines"
      rowTestId={(i) => `invoice-line-${i + 1}`}
    />
  );
}
