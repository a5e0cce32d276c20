import { useId } from 'react';
import { Truck } from 'lucide-react';
import { INVOICE_STATES, indiaDay, type InvoiceState } from '@rp/contract';
import { FilterChip, filterControlClass, filterLabelClass, ListFilterBar } from '~/components/ui/list-filters';
import { FINANCIAL_YEAR_MONTHS, monthLabel, recentFinancialYears } from '../utils/financial-year';
import type { InvoiceListView } from '../utils/list-view';

export interface InvoiceFiltersProps {
  view: InvoiceListView;
  onChange: (patch: Partial<InvoiceListView>) => void;
  onExport: () => void;
  exporting: boolean;
  /** Today's India day: which financial years the select offers. */
  today?: string;
}

/** The financial years offered: this one and the three before, and the URL's own when it is older. */
function yearChoices(today: string, chosen: string): string[] {
  const years = recentFinancialYears(today);
  return chosen && !years.includes(chosen) ? [...years, chosen] : years;
}

/** Search as you type (sent after a pause), the financial year and its month, the state, E-way bill pending, and Export. */
export function InvoiceFilters({ view, onChange, onExport, exporting, today = indiaDay() }: InvoiceFiltersProps) {
  const ids = { year: useId(), month: useId(), state: useId() };
  return (
    <ListFilterBar
      search={view.search}
      onSearch={(search) => onChange({ search, page: 1 })}
      searchPlaceholder="Search by invoice, order or buyer..."
      searchLabel="Search invoices"
      onExport={onExport}
      exporting={exporting}
      fields={
        <>
          <label className={`${filterLabelClass} sm:w-36`} htmlFor={ids.year}>
            Financial year
            <select
              id={ids.year}
              className={filterControlClass}
              value={view.financialYear}
              onChange={(e) => onChange({ financialYear: e.target.value, month: e.target.value ? view.month : 0, page: 1 })}
            >
              <option value="">All years</option>
              {yearChoices(today, view.financialYear).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </label>
          <label className={`${filterLabelClass} sm:w-44`} htmlFor={ids.month}>
            Month
            <select
              id={ids.month}
              className={`${filterControlClass} disabled:opacity-60`}
              value={view.month}
              disabled={!view.financialYear}
              title={view.financialYear ? undefined : 'Choose the financial year first.'}
              onChange={(e) => onChange({ month: Number(e.target.value), page: 1 })}
            >
              <option value={0}>Whole year</option>
              {view.financialYear
                ? FINANCIAL_YEAR_MONTHS.map((month) => (
                    <option key={month} value={month}>
                      {monthLabel(view.financialYear, month)}
                    </option>
                  ))
                : null}
            </select>
          </label>
          <label className={`${filterLabelClass} col-span-2 sm:col-span-1 sm:w-36`} htmlFor={ids.state}>
            State
            <select
              id={ids.state}
              className={filterControlClass}
              value={view.state}
              onChange={(e) => onChange({ state: e.target.value as InvoiceState | '', page: 1 })}
            >
              <option value="">All</option>
              {INVOICE_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          </label>
        </>
      }
      chipsLabel="Filter by e-way bill"
      chips={
        <FilterChip on={view.ewayPending} onToggle={() => onChange({ ewayPending: !view.ewayPending, page: 1 })}>
          <Truck className="h-3.5 w-3.5" aria-hidden="true" /> E-way bill pending
        </FilterChip>
      }
    />
  );
}
