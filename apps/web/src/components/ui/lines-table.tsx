import type { ReactNode } from 'react';

/** A column of the wide table. */
export interface LineColumn<Line> {
  header: string;
  /** Right-aligned header and cell (figures). */
  right?: boolean;
  /** Extra classes of the cell. */
  className?: string;
  cell: (line: Line, index: number) => ReactNode;
  testId?: (index: number) => string;
}

/** A row of a line's card on a phone (a term and its value). */
export interface LineCardRow<Line> {
  term: string;
  value: (line: Line, index: number) => ReactNode;
  /** Extra classes of the value. */
  className?: string;
  /** The row that sums the line up (bold). */
  total?: boolean;
  testId?: (index: number) => string;
}

export interface LineCharge {
  Kind: string;
  /** null: the charge follows the goods' rate ("as goods"). */
  GstRate: number | null;
  Amount: number;
}

const CELL = 'px-3 py-2 align-top';

/** Where the table gives way to cards: by the viewport (md) or by the container's own width (@2xl). */
const BREAKPOINTS = {
  viewport: { table: 'hidden overflow-x-auto md:block', cards: 'space-y-3 md:hidden' },
  container: { table: 'hidden overflow-x-auto @2xl:block', cards: 'space-y-3 @2xl:hidden' },
} as const;

/**
 * The lines of a quotation or an order: a table on wide screens and one card per line on a phone, then the
 * charges with their GST rate. The first two columns are # and the line's description (`details`).
 */
export function LinesTable<Line>({
  lines,
  lineKey,
  details,
  descriptionClassName,
  columns,
  cardRows,
  charges,
  amountText,
  breakpoint = 'viewport',
  testId,
  rowTestId,
}: {
  lines: readonly Line[];
  lineKey: (line: Line, index: number) => string | number;
  details: (line: Line) => ReactNode;
  /** The description cell's minimum width. */
  descriptionClassName: string;
  columns: readonly LineColumn<Line>[];
  cardRows: readonly LineCardRow<Line>[];
  charges: readonly LineCharge[];
  amountText: (amount: number) => string;
  breakpoint?: keyof typeof BREAKPOINTS;
  testId?: string;
  rowTestId?: (index: number) => string;
}) {
  const layout = BREAKPOINTS[breakpoint];
  const body = (
    <>
      <div className={layout.table}>
        <table className="w-full text-left text-sm" data-testid={testId}>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
            <tr>
              <th scope="col" className={CELL}>
                #
              </th>
              <th scope="col" className={CELL}>
                Description
              </th>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.right ? `${CELL} text-right` : CELL}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-700 dark:divide-slate-800 dark:text-slate-300">
            {lines.map((line, i) => (
              <tr key={lineKey(line, i)} data-testid={rowTestId?.(i)}>
                <td className={`${CELL} tabular-nums`}>{i + 1}</td>
                <td className={`${CELL} ${descriptionClassName}`}>{details(line)}</td>
                {columns.map((column) => (
                  <td key={column.header} className={`${CELL} ${column.className ?? ''}`} data-testid={column.testId?.(i)}>
                    {column.cell(line, i)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className={layout.cards} data-testid={testId}>
        {lines.map((line, i) => (
          <li key={lineKey(line, i)} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700/70">
            <p className="mb-1 text-xs font-semibold text-slate-500 dark:text-slate-400">Line {i + 1}</p>
            {details(line)}
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
              {cardRows.map((row) => [
                <dt key={`${row.term}-term`} className={row.total ? 'font-semibold text-slate-900 dark:text-white' : undefined}>
                  {row.term}
                </dt>,
                <dd
                  key={`${row.term}-value`}
                  className={`text-right ${row.total ? 'font-semibold tabular-nums text-slate-900 dark:text-white' : (row.className ?? 'tabular-nums')}`}
                  data-testid={row.testId?.(i)}
                >
                  {row.value(line, i)}
                </dd>,
              ])}
            </dl>
          </li>
        ))}
      </ol>
      {charges.length ? (
        <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-700/70">
          {charges.map((c) => (
            <div key={c.Kind} className="flex justify-between gap-3">
              <dt className="text-slate-600 dark:text-slate-300">
                {c.Kind} (GST {c.GstRate === null ? 'as goods' : `${c.GstRate}%`})
              </dt>
              <dd className="tabular-nums">{amountText(c.Amount)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
  // By the container's width, the parts sit in an @container box; by the viewport, they need none.
  return breakpoint === 'container' ? <div className="@container">{body}</div> : body;
}
