import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { Eye, RefreshCw, Trash2 } from 'lucide-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { RecordItem, RecordStatus } from '@rp/contract';
import { AdminButton } from '~/components/ui/admin-button';
import { confirmWithToast } from '~/components/ui/admin-confirm-toast';
import { formatAdminDate } from '~/components/ui/admin-format';
import { AdminCard, AdminEmptyState, AdminPageHeader, AdminSearchInput, AdminSpinner } from '~/components/ui/admin-page';
import { AdminStatusBadge } from '~/components/ui/admin-status-badge';
import { isSessionError, type StatusChange } from '../api/records-api';
import { newestFirst } from '../utils/record-fields';

export interface RecordsScreenTexts {
  title: string;
  description: string;
  searchPlaceholder: string;
  searchLabel: string;
  emptyMessage: string;
  fetchError: string;
  firstColumn: string;
  secondColumn: string;
  /** Accessible name part, e.g. 'quote from Asha Patel'. */
  noun: string;
  deletePrompt: (name: string) => string;
  deleteLoading: string;
  deleteSuccess: string;
  deleteError: string;
}

export interface RecordsScreenProps {
  texts: RecordsScreenTexts;
  query: UseQueryResult<RecordItem[]>;
  statusMutation: UseMutationResult<unknown, Error, StatusChange, unknown>;
  deleteMutation: UseMutationResult<unknown, Error, string, unknown>;
  matches: (record: RecordItem, search: string) => boolean;
  secondValue: (record: RecordItem) => ReactNode;
  renderDetails: (props: { record: RecordItem; onClose: () => void; onStatusChange: (status: RecordStatus) => void }) => ReactNode;
  /** Quotes: the Drawing column (a thumbnail of the drawings). */
  drawingCell?: (record: RecordItem) => ReactNode;
}

/** The shared list screen of quotes and contact inquiries: search, table, detail dialog, status and delete flows. */
export function RecordsScreen({
  texts,
  query,
  statusMutation,
  deleteMutation,
  matches,
  secondValue,
  renderDetails,
  drawingCell,
}: RecordsScreenProps) {
  const [search, setSearch] = useState('');
  const [params, setParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const { data, isPending, isError, error, refetch, isFetching } = query;
  // Spec: a failed load shows a toast and an empty list.
  const records = useMemo(() => (isError ? [] : newestFirst(data ?? [])), [data, isError]);
  const visible = useMemo(() => records.filter((r) => matches(r, search)), [records, matches, search]);
  const selected = selectedId ? (records.find((r) => r._id === selectedId) ?? null) : null;

  useEffect(() => {
    if (isError && !isSessionError(error)) toast.error(texts.fetchError, { id: texts.fetchError });
  }, [isError, error, texts.fetchError]);

  // ?open=<id> (from the dashboard's Recent Activity) opens that record once the list is loaded.
  const openParam = params.get('open');
  useEffect(() => {
    if (!openParam || !data) return;
    if (data.some((r) => r._id === openParam)) setSelectedId(openParam);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('open');
        return next;
      },
      { replace: true },
    );
  }, [openParam, data, setParams]);

  function changeStatus(record: RecordItem, status: RecordStatus) {
    if (status === record.Status) return;
    statusMutation.mutate({ record, Status: status });
  }

  function askDelete(record: RecordItem) {
    confirmWithToast({
      title: texts.deletePrompt(record.Title),
      body: 'This action cannot be undone.',
      confirmLabel: 'Yes, Delete',
      onConfirm: async () => {
        const toastId = toast.loading(texts.deleteLoading);
        try {
          await deleteMutation.mutateAsync(record._id);
          toast.success(texts.deleteSuccess, { id: toastId });
        } catch (cause) {
          if (isSessionError(cause)) toast.dismiss(toastId);
          else toast.error(texts.deleteError, { id: toastId });
        }
      },
    });
  }

  const countLabel = isPending
    ? ''
    : search.trim()
      ? `${visible.length} of ${records.length} shown`
      : `${records.length} total`;

  return (
    <div>
      <AdminPageHeader
        title={texts.title}
        description={texts.description}
        actions={
          <AdminButton variant="secondary" size="sm" onClick={() => void refetch()} busy={isFetching && !isPending}>
            {isFetching && !isPending ? null : <RefreshCw className="h-4 w-4" aria-hidden="true" />} Refresh
          </AdminButton>
        }
      />

      <AdminCard>
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700/70">
          <AdminSearchInput value={search} onChange={setSearch} placeholder={texts.searchPlaceholder} label={texts.searchLabel} />
          <p className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
            {countLabel}
          </p>
        </div>

        {isPending ? (
          <AdminSpinner />
        ) : visible.length === 0 ? (
          <AdminEmptyState message={texts.emptyMessage}>
            {isError ? (
              <AdminButton variant="secondary" size="sm" onClick={() => void refetch()} busy={isFetching}>
                Try again
              </AdminButton>
            ) : null}
          </AdminEmptyState>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
                <tr>
                  <th scope="col" className="hidden px-4 py-3 lg:table-cell">
                    Reference
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {texts.firstColumn}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 md:table-cell">
                    {texts.secondColumn}
                  </th>
                  {drawingCell ? (
                    <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                      Drawing
                    </th>
                  ) : null}
                  <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                    Date
                  </th>
                  <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {visible.map((record) => {
                  const isNew = record.Status === 'New';
                  return (
                    <tr
                      key={record._id}
                      data-status={record.Status}
                      data-new={isNew || undefined}
                      onClick={(event) => {
                        if ((event.target as HTMLElement).closest('button, a')) return;
                        setSelectedId(record._id);
                      }}
                      className={`cursor-pointer transition-colors ${
                        isNew
                          ? 'bg-blue-50/70 font-semibold text-slate-900 shadow-[inset_3px_0_0_var(--color-blue-500)] hover:bg-blue-50 dark:bg-blue-500/[0.08] dark:text-white dark:hover:bg-blue-500/[0.12]'
                          : 'text-slate-700 hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-800/50'
                      }`}
                    >
                      <td className="hidden px-4 py-3 font-mono text-xs whitespace-nowrap lg:table-cell" data-testid="record-reference">
                        {record.Reference}
                      </td>
                      <td className="w-full max-w-0 px-4 py-3 sm:w-auto sm:max-w-[14rem]">
                        <span className="block truncate">{record.Title || 'N/A'}</span>
                        <span className="block truncate font-mono text-xs font-normal text-slate-500 lg:hidden dark:text-slate-400">
                          {record.Reference}
                        </span>
                        <span className="block truncate text-xs font-normal text-slate-500 md:hidden dark:text-slate-400">
                          {secondValue(record)}
                        </span>
                        <span className="mt-1 flex items-center gap-2 text-xs font-normal text-slate-500 sm:hidden dark:text-slate-400">
                          <AdminStatusBadge status={record.Status} />
                          {formatAdminDate(record.createdAt)}
                        </span>
                      </td>
                      <td className="hidden max-w-[16rem] truncate px-4 py-3 md:table-cell">{secondValue(record)}</td>
                      {drawingCell ? <td className="hidden px-4 py-2 sm:table-cell">{drawingCell(record)}</td> : null}
                      <td className="hidden px-4 py-3 whitespace-nowrap tabular-nums sm:table-cell">
                        {formatAdminDate(record.createdAt)}
                      </td>
                      <td className="hidden px-4 py-3 sm:table-cell">
                        <AdminStatusBadge status={record.Status} />
                      </td>
                      <td className="px-2 py-3 sm:px-4">
                        <div className="flex justify-end gap-1">
                          <AdminButton
                            variant="ghost"
                            size="sm"
                            onClick={() => setSelectedId(record._id)}
                            aria-label={`View ${texts.noun} from ${record.Title}`}
                            className="font-medium"
                          >
                            <Eye className="h-4 w-4" aria-hidden="true" />
                            <span className="hidden lg:inline">View</span>
                          </AdminButton>
                          <AdminButton
                            variant="ghost"
                            size="sm"
                            onClick={() => askDelete(record)}
                            aria-label={`Delete ${texts.noun} from ${record.Title}`}
                            className="font-medium text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-500/10 dark:hover:text-red-300"
                          >
                            <Trash2 className="h-4 w-4" aria-hidden="true" />
                            <span className="hidden lg:inline">Delete</span>
                          </AdminButton>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </AdminCard>

      {selected
        ? renderDetails({
            record: selected,
            onClose: () => setSelectedId(null),
            onStatusChange: (status) => changeStatus(selected, status),
          })
        : null}
    </div>
  );
}
