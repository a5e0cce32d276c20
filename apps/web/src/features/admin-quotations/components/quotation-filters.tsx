import { useId } from 'react';
import { QUOTATION_SOURCES, QUOTATION_STATES } from '@rp/contract';
import { ChoiceChips, DateRangeFilter, filterControlClass, filterLabelClass, ListFilterBar, OneOrAllSelect } from '~/components/ui/list-filters';
import type { QuotationListView } from '../utils/list-view';

export interface QuotationFiltersProps {
  view: QuotationListView;
  onChange: (patch: Partial<QuotationListView>) => void;
  stateCounts?: Record<string, number>;
  onExport: () => void;
  exporting: boolean;
}

/** Search as you type (sent after a pause), state chips with counts, source, a date range and Export. */
export function QuotationFilters({ view, onChange, stateCounts, onExport, exporting }: QuotationFiltersProps) {
  const sourceId = useId();

  return (
    <ListFilterBar
      search={view.search}
      onSearch={(search) => onChange({ search, page: 1 })}
      searchPlaceholder="Search by number, company or e-mail..."
      searchLabel="Search quotations"
      onExport={onExport}
      exporting={exporting}
      fields={
        <>
          <label className={`${filterLabelClass} col-span-2 sm:col-span-1`} htmlFor={sourceId}>
            Source
            <OneOrAllSelect
              id={sourceId}
              className={filterControlClass}
              allLabel="All sources"
              choices={QUOTATION_SOURCES}
              selected={view.source}
              onChange={(source) => onChange({ source, page: 1 })}
            />
          </label>
          <DateRangeFilter from={view.from} to={view.to} onChange={(patch) => onChange({ ...patch, page: 1 })} />
        </>
      }
      chipsLabel="Filter by state"
      chips={<ChoiceChips choices={QUOTATION_STATES} selected={view.state} counts={stateCounts} onChange={(state) => onChange({ state, page: 1 })} />}
    />
  );
}
