import { formatQuantity, quantityToThousandths, type Currency, type Quotation } from '@rp/contract';
import { LinesTable, type LineCardRow, type LineColumn } from '~/components/ui/lines-table';
import { moneyText } from '../utils/money-text';
import { SavedEstimate } from './saved-estimate';

type Line = Quotation['Lines'][number];

/** 1250.5 -> "1,250.5" (Indian grouping, by hand like the PDF). */
function quantityText(quantity: number): string {
  const thousandths = quantityToThousandths(quantity);
  return thousandths === undefined ? String(quantity) : formatQuantity(thousandths);
}

/** "Drg. D-1042 rev. B". */
const drawingText = (line: Line) => (line.DrawingNo ? `Drg. ${line.DrawingNo}${line.DrawingRev ? ` rev. ${line.DrawingRev}` : ''}` : '');

function Details({ line, lineNumber, currency }: { line: Line; lineNumber: number; currency: Currency }) {
  const parts = [drawingText(line), line.Material, line.Finish, line.LeadTime && `Lead time ${line.LeadTime}`].filter(Boolean);
  return (
    <>
      <span className="block font-medium whitespace-pre-line text-slate-900 dark:text-white">{line.Description}</span>
      {parts.length ? <span className="block text-xs text-slate-500 dark:text-slate-400">{parts.join(' · ')}</span> : null}
      {line.QuantityBreaks.length ? (
        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-300">
          Breaks: {line.QuantityBreaks.map((b) => `${quantityText(b.Quantity)} @ ${priceText(b.UnitPrice, line.Per, currency)}`).join(', ')}
        </span>
      ) : null}
      {line.Estimate ? <SavedEstimate estimate={line.Estimate} quantity={line.Quantity} lineNumber={lineNumber} /> : null}
    </>
  );
}

const FIGURE = 'text-right whitespace-nowrap tabular-nums';
const percent = (value: number | undefined) => (value ? `${value}%` : '—');

/** "₹385.00 per 1000" where the price is for more than one unit. */
function priceText(price: number, per: number, currency: Currency) {
  return `${moneyText(price, currency)}${per > 1 ? ` per ${per}` : ''}`;
}

function columnsOf(currency: Currency): LineColumn<Line>[] {
  const money = (amount: number) => moneyText(amount, currency);
  return [
    { header: 'HSN', className: 'font-mono text-xs', cell: (line) => line.HSN },
    { header: 'Qty', right: true, className: FIGURE, cell: (line) => `${quantityText(line.Quantity)} ${line.Unit}` },
    { header: 'Rate', right: true, className: FIGURE, cell: (line) => priceText(line.UnitPrice, line.Per, currency) },
    { header: 'Disc.', right: true, className: 'text-right tabular-nums', cell: (line) => percent(line.DiscountPercent) },
    { header: 'GST', right: true, className: 'text-right tabular-nums', cell: (line) => `${line.GstRate}%` },
    { header: 'Taxable', right: true, className: `${FIGURE} font-semibold text-slate-900 dark:text-white`, cell: (line) => money(line.Taxable) },
  ];
}

function cardRowsOf(currency: Currency): LineCardRow<Line>[] {
  return [
    { term: 'Quantity', value: (line) => `${quantityText(line.Quantity)} ${line.Unit}` },
    { term: 'Rate', value: (line) => priceText(line.UnitPrice, line.Per, currency) },
    { term: 'Discount · GST', value: (line) => `${percent(line.DiscountPercent)} · ${line.GstRate}%` },
    { term: 'HSN', value: (line) => line.HSN, className: 'font-mono' },
    { term: 'Taxable', value: (line) => moneyText(line.Taxable, currency), total: true },
  ];
}

/** A sent quotation's lines: a table on wide screens, one card per line on a phone. */
export function QuotationLinesTable({ quotation }: { quotation: Quotation }) {
  return (
    <LinesTable
      lines={quotation.Lines}
      lineKey={(_, i) => i}
      details={(line) => <Details line={line} lineNumber={quotation.Lines.indexOf(line) + 1} currency={quotation.Currency} />}
      descriptionClassName="min-w-[14rem]"
      columns={columnsOf(quotation.Currency)}
      cardRows={cardRowsOf(quotation.Currency)}
      charges={quotation.Charges}
      amountText={(amount) => moneyText(amount, quotation.Currency)}
    />
  );
}
