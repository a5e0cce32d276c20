import { formatQuantity, quantityToThousandths, type Quotation } from '@rp/contract';
import { LinesTable, type LineCardRow, type LineColumn } from '~/components/ui/lines-table';
import { rupeesText } from '../utils/money-text';

type Line = Quotation['Lines'][number];

/** 1250.5 -> "1,250.5" (Indian grouping, by hand like the PDF). */
function quantityText(quantity: number): string {
  const thousandths = quantityToThousandths(quantity);
  return thousandths === undefined ? String(quantity) : formatQuantity(thousandths);
}

function Details({ line }: { line: Line }) {
  const parts = [line.DrawingNo && `Drg. ${line.DrawingNo}`, line.Material, line.Finish, line.LeadTime && `Lead time ${line.LeadTime}`].filter(
    Boolean,
  );
  return (
    <>
      <span className="block font-medium whitespace-pre-line text-slate-900 dark:text-white">{line.Description}</span>
      {parts.length ? <span className="block text-xs text-slate-500 dark:text-slate-400">{parts.join(' · ')}</span> : null}
      {line.QuantityBreaks.length ? (
        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-300">
          Breaks: {line.QuantityBreaks.map((b) => `${quantityText(b.Quantity)} @ ${rupeesText(b.UnitPrice)}`).join(', ')}
        </span>
      ) : null}
    </>
  );
}

const FIGURE = 'text-right whitespace-nowrap tabular-nums';
const percent = (value: number | undefined) => (value ? `${value}%` : '—');

const COLUMNS: LineColumn<Line>[] = [
  { header: 'HSN', className: 'font-mono text-xs', cell: (line) => line.HSN },
  { header: 'Qty', right: true, className: FIGURE, cell: (line) => `${quantityText(line.Quantity)} ${line.Unit}` },
  { header: 'Rate', right: true, className: FIGURE, cell: (line) => rupeesText(line.UnitPrice) },
  { header: 'Disc.', right: true, className: 'text-right tabular-nums', cell: (line) => percent(line.DiscountPercent) },
  { header: 'GST', right: true, className: 'text-right tabular-nums', cell: (line) => `${line.GstRate}%` },
  {
    header: 'Taxable',
    right: true,
    className: `${FIGURE} font-semibold text-slate-900 dark:text-white`,
    cell: (line) => rupeesText(line.Taxable),
  },
];

const CARD_ROWS: LineCardRow<Line>[] = [
  { term: 'Quantity', value: (line) => `${quantityText(line.Quantity)} ${line.Unit}` },
  { term: 'Rate', value: (line) => rupeesText(line.UnitPrice) },
  { term: 'Discount · GST', value: (line) => `${percent(line.DiscountPercent)} · ${line.GstRate}%` },
  { term: 'HSN', value: (line) => line.HSN, className: 'font-mono' },
  { term: 'Taxable', value: (line) => rupeesText(line.Taxable), total: true },
];

/** A sent quotation's lines: a table on wide screens, one card per line on a phone. */
export function QuotationLinesTable({ quotation }: { quotation: Quotation }) {
  return (
    <LinesTable
      lines={quotation.Lines}
      lineKey={(_, i) => i}
      details={(line) => <Details line={line} />}
      descriptionClassName="min-w-[14rem]"
      columns={COLUMNS}
      cardRows={CARD_ROWS}
      charges={quotation.Charges}
      amountText={rupeesText}
    />
  );
}
