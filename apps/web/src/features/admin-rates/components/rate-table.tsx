import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { RATE_LIMITS } from '@rp/contract';
import { AdminCard } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { useFieldError } from '~/components/ui/form-fields';
import type { RatesFormValues } from '../utils/rates-form';
import { RateCell, type RateColumn } from './rate-cells';

type TableName = 'Machines' | 'Materials' | 'Processes';

interface RateTableProps {
  name: TableName;
  title: string;
  description: string;
  /** "machine": names a row for screen readers and the buttons ("Remove machine 2"). */
  rowNoun: string;
  columns: readonly RateColumn[];
  /** The row grid from 640 px: the columns' widths and the remove button's. */
  gridClass: string;
  newRow: () => RatesFormValues[TableName][number];
  canEdit: boolean;
}

/**
 * One rate table (1 to 200 rows): a heading row and a grid row per entry from 640 px, a card per entry with
 * labelled cells below it (no sideways scroll on a phone). Its own message (too few rows, an Id used twice,
 * or the server's 400 for the table) shows under the heading.
 */
export function RateTable({ name, title, description, rowNoun, columns, gridClass, newRow, canEdit }: RateTableProps) {
  const { control } = useFormContext<RatesFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: name as 'Machines' });
  const tableError = useFieldError(name);
  const headingId = `${name.toLowerCase()}-heading`;
  return (
    <AdminCard className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
            {fields.length} of {RATE_LIMITS.rowsMax}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{description}</p>
        {tableError ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-600 dark:text-red-400" data-testid={`${name}-error`}>
            {tableError}
          </p>
        ) : null}
        <div className={`mt-4 hidden gap-2 border-b border-slate-200 pb-2 sm:grid dark:border-slate-700 ${gridClass}`} aria-hidden="true">
          {columns.map((column) => (
            <span
              key={column.key}
              className={`text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400 ${column.kind === 'number' ? 'text-right' : ''}`}
            >
              {column.label}
            </span>
          ))}
        </div>
        <ul className="mt-3 space-y-3 sm:mt-2 sm:space-y-2">
          {fields.map((field, index) => {
            const rowLabel = `${rowNoun} ${index + 1}`;
            return (
              <li
                key={field.id}
                className={`grid grid-cols-2 items-start gap-2 rounded-lg border border-slate-200 p-3 sm:rounded-none sm:border-0 sm:p-0 dark:border-slate-700 ${gridClass}`}
                data-testid={`${name}-row-${index + 1}`}
              >
                {columns.map((column, c) => (
                  <RateCell
                    key={column.key}
                    name={`${name}.${index}.${column.key}`}
                    column={column}
                    rowLabel={rowLabel}
                    className={c === 0 ? 'col-span-2 sm:col-span-1' : ''}
                  />
                ))}
                {canEdit ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="col-span-2 justify-self-end text-red-600 hover:bg-red-50 hover:text-red-700 sm:col-span-1 dark:text-red-400 dark:hover:bg-red-500/10"
                    onClick={() => remove(index)}
                    disabled={fields.length <= RATE_LIMITS.rowsMin}
                    aria-label={`Remove ${rowLabel}`}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
        {canEdit && fields.length < RATE_LIMITS.rowsMax ? (
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => append(newRow() as RatesFormValues['Machines'][number])}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add {rowNoun}
          </Button>
        ) : null}
      </section>
    </AdminCard>
  );
}
