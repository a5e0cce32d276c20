import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, type ActivityEntry, type ActivityKind } from '@rp/contract';
import { AdminPageHeader, AdminRefreshButton } from '~/components/ui/admin-page';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { ListPagination } from '~/components/ui/list-pagination';
import { formatIndiaDateTime } from '~/lib/format';
import { ACTIVITY_PAGE_SIZE, useActivityPage, useActivityPeople, type ActivityView } from '../api/activity-api';
import { describeEntry, readActivityView, writeActivityView } from '../utils/describe-entry';

const who = (entry: ActivityEntry) => entry.ActorName || entry.ActorEmail || 'Unknown';

const COLUMNS: DataTableColumn<ActivityEntry>[] = [
  {
    key: 'when',
    header: 'When (IST)',
    cellClassName: 'px-4 py-3 align-top tabular-nums',
    cell: (e) => (
      <>
        <span className="block whitespace-nowrap">{formatIndiaDateTime(e.At).replace(' IST', '')}</span>
        {/* Small screens: who and where fold under the time. */}
        <span className="block max-w-[9rem] truncate text-xs font-semibold text-slate-900 md:hidden dark:text-white">{who(e)}</span>
        <span className="block font-mono text-xs text-slate-500 md:hidden dark:text-slate-400">{e.Ip}</span>
      </>
    ),
  },
  {
    key: 'who',
    header: 'Who',
    headerClassName: 'hidden px-4 py-3 md:table-cell',
    cellClassName: 'hidden max-w-[14rem] px-4 py-3 align-top md:table-cell',
    cell: (e) => (
      <>
        <span className="block truncate font-semibold text-slate-900 dark:text-white">{who(e)}</span>
        {e.ActorName ? <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{e.ActorEmail}</span> : null}
        <span className="block font-mono text-xs text-slate-500 lg:hidden dark:text-slate-400">{e.Ip}</span>
      </>
    ),
  },
  {
    key: 'what',
    header: 'What happened',
    // Long addresses wrap anywhere, so the column never pushes the table wider than a phone.
    cellClassName: 'px-4 py-3 align-top [overflow-wrap:anywhere]',
    cell: (e) => (
      <>
        <span className={`block ${e.Kind === 'sign-in-failed' ? 'font-semibold text-red-700 dark:text-red-300' : ''}`} data-testid="activity-what">
          {describeEntry(e)}
        </span>
        {e.Subject ? <span className="block text-xs break-all text-slate-500 md:hidden dark:text-slate-400">{e.Subject}</span> : null}
      </>
    ),
  },
  {
    key: 'subject',
    header: 'Subject',
    headerClassName: 'hidden px-4 py-3 md:table-cell',
    cellClassName: 'hidden max-w-[16rem] px-4 py-3 align-top break-all md:table-cell',
    cell: (e) => <span data-testid="activity-subject">{e.Subject || '—'}</span>,
  },
  {
    key: 'ip',
    header: 'IP',
    headerClassName: 'hidden px-4 py-3 lg:table-cell',
    cellClassName: 'hidden px-4 py-3 align-top font-mono text-xs lg:table-cell',
    cell: (e) => e.Ip || '—',
  },
];

const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:ring-2 focus:ring-steel-500 focus:outline-none sm:w-64 dark:border-slate-600 dark:bg-slate-800 dark:text-white';

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600 dark:text-slate-300">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
        {children}
      </select>
    </div>
  );
}

/** /admin/activity: who did what in the back office, newest first, by person and by kind. */
export function ActivityScreen() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readActivityView(params), [params]);
  const setView = useCallback(
    (patch: Partial<ActivityView>) => setParams((prev) => writeActivityView({ ...readActivityView(prev), ...patch })),
    [setParams],
  );
  const { data, isPending, isError, error, refetch, isFetching } = useActivityPage(view);
  const people = useActivityPeople();
  const rows = isError ? [] : (data?.data ?? []);

  return (
    <div>
      <AdminPageHeader
        title="Activity"
        description="Every sign-in and every change in the back office: who, when (India time), from where, and what. Entries cannot be edited or deleted."
        actions={<AdminRefreshButton query={{ refetch, isFetching, isPending }} />}
      />
      <DataTable
        columns={COLUMNS}
        rows={rows}
        rowKey={(e) => e._id}
        rowProps={(e) => ({ 'data-testid': 'activity-row', 'data-kind': e.Kind })}
        toolbar={
          <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:flex-wrap sm:items-end dark:border-slate-700/70">
            <FilterSelect label="Person" value={view.actor} onChange={(actor) => setView({ actor, page: 1 })}>
              <option value="">Everyone</option>
              {(people.data ?? []).map((p) => (
                <option key={p._id} value={p._id}>
                  {p.Name ? `${p.Name} (${p.Email})` : p.Email}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect label="What happened" value={view.kind} onChange={(kind) => setView({ kind: kind as ActivityKind | '', page: 1 })}>
              <option value="">Everything</option>
              {ACTIVITY_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {ACTIVITY_KIND_LABELS[kind]}
                </option>
              ))}
            </FilterSelect>
          </div>
        }
        footer={
          data && !isError ? (
            <ListPagination page={view.page} pageSize={ACTIVITY_PAGE_SIZE} total={data.total} onPage={(page) => setView({ page })} />
          ) : null
        }
        pending={isPending}
        emptyMessage={isError ? error.message : 'Nothing matches these filters yet.'}
        retry={isError ? { onRetry: () => void refetch(), busy: isFetching } : undefined}
      />
    </div>
  );
}
