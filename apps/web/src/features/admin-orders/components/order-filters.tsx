import { useId } from 'react';
import { AlarmClock } from 'lucide-react';
import { ORDER_STAGES } from '@rp/contract';
import { ChoiceChips, DateRangeFilter, FilterChip, filterControlClass, filterLabelClass, ListFilterBar } from '~/components/ui/list-filters';
import { useAssignableAccounts } from '~/lib/assignable-accounts';
import type { OrderListView } from '../utils/list-view';

export interface OrderFiltersProps {
  view: OrderListView;
  onChange: (patch: Partial<OrderListView>) => void;
  stageCounts?: Record<string, number>;
  lateCount?: number;
  onExport: () => void;
  exporting: boolean;
}

/** Search as you type (sent after a pause), Late and stage chips with counts, the assigned person, a date range and Export. */
export function OrderFilters({ view, onChange, stageCounts, lateCount, onExport, exporting }: OrderFiltersProps) {
  const assignedId = useId();
  const accounts = useAssignableAccounts();

  const people = accounts.data ?? [];
  const unknownAssignee = view.assigned && !['me', 'unassigned'].includes(view.assigned) && !people.some((p) => p._id === view.assigned);
  return (
    <ListFilterBar
      search={view.search}
      onSearch={(search) => onChange({ search, page: 1 })}
      searchPlaceholder="Search by order, PO or company..."
      searchLabel="Search orders"
      onExport={onExport}
      exporting={exporting}
      fields={
        <>
          <label className={`${filterLabelClass} col-span-2 sm:col-span-1 sm:w-56`} htmlFor={assignedId}>
            Assigned to
            <select
              id={assignedId}
              className={filterControlClass}
              value={view.assigned}
              onChange={(e) => onChange({ assigned: e.target.value, page: 1 })}
            >
              <option value="">Everybody</option>
              <option value="me">Me</option>
              <option value="unassigned">Nobody</option>
              {unknownAssignee ? <option value={view.assigned}>Another account</option> : null}
              {people.map((person) => (
                <option key={person._id} value={person._id}>
                  {person.Name || person.Email}
                </option>
              ))}
            </select>
          </label>
          <DateRangeFilter from={view.from} to={view.to} onChange={(patch) => onChange({ ...patch, page: 1 })} />
        </>
      }
      chipsLabel="Filter by stage"
      chips={
        <>
          <FilterChip on={view.late} tone="red" count={lateCount} onToggle={() => onChange({ late: !view.late, page: 1 })}>
            <AlarmClock className="h-3.5 w-3.5" aria-hidden="true" /> Late
          </FilterChip>
          <ChoiceChips choices={ORDER_STAGES} selected={view.stage} counts={stageCounts} onChange={(stage) => onChange({ stage, page: 1 })} />
        </>
      }
    />
  );
}
