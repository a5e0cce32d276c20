import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { RefreshCw } from 'lucide-react';
import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import type { RecordItem, RecordKind, RecordStatus } from '@rp/contract';
import { AdminButton } from '~/components/ui/admin-button';
import { confirmWithToast } from '~/components/ui/admin-confirm-toast';
import { AdminCard, AdminEmptyState, AdminPageHeader, AdminSpinner } from '~/components/ui/admin-page';
import { downloadRecordsCsv } from '../api/export-records';
import { recordDetailQueryOptions } from '../api/record-detail';
import { useRecordPage } from '../api/record-page';
import { isSessionError, type StatusChange } from '../api/records-api';
import { LIST_PAGE_SIZE, readListView, writeListView, type ListView } from '../utils/list-view';
import { ListFilters } from './list-filters';
import { ListPagination } from './list-pagination';
import { RecordRow } from './record-row';

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
  kind: RecordKind;
  texts: RecordsScreenTexts;
  statuses: readonly RecordStatus[];
  statusMutation: UseMutationResult<unknown, Error, StatusChange, unknown>;
  deleteMutation: UseMutationResult<unknown, Error, string, unknown>;
  secondValue: (record: RecordItem) => ReactNode;
  renderDetails: (props: { record: RecordItem; onClose: () => void; onStatusChange: (status: RecordStatus) => void }) => ReactNode;
}

/** The shared list screen of quotes and contact inquiries: filters in the URL, server pages, detail dialog, status and delete flows. */
export function RecordsScreen({ kind, texts, statuses, statusMutation, deleteMutation, secondValue, renderDetails }: RecordsScreenProps) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readListView(params), [params]);
  const setView = useCallback(
    (patch: Partial<ListView>) => setParams((prev) => writeListView({ ...readListView(prev), ...patch }, prev), { replace: 'search' in patch }),
    [setParams],
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const { data, isPending, isError, error, refetch, isFetching, dataUpdatedAt } = useRecordPage(kind, view);
  // Spec: a failed load shows a toast and an empty list.
  const records = isError ? [] : (data?.data ?? []);
  const onPage = selectedId ? records.find((r) => r._id === selectedId) : undefined;
  // A record opened by link (?open=) may be on another page: fetch it on its own.
  const opened = useQuery({ ...recordDetailQueryOptions(kind, selectedId ?? ''), enabled: Boolean(selectedId) && !onPage });
  const selected = onPage ?? (selectedId ? opened.data : null) ?? null;

  useEffect(() => {
    if (isError && !isSessionError(error)) toast.error(texts.fetchError, { id: texts.fetchError });
  }, [isError, error, texts.fetchError]);

  // ?open=<id> (from the dashboard's Recent Activity) opens that record.
  const openParam = params.get('open');
  useEffect(() => {
    if (!openParam) return;
    setSelectedId(openParam);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('open');
        return next;
      },
      { replace: true },
    );
  }, [openParam, setParams]);

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

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadRecordsCsv(kind, view);
    } catch (cause) {
      if (!isSessionError(cause)) toast.error(cause instanceof Error ? cause.message : 'Export failed.');
    } finally {
      setExporting(false);
    }
  }

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
        <ListFilters
          view={view}
          onChange={setView}
          statuses={statuses}
          statusCounts={data?.statusCounts}
          overdueCount={data?.overdueCount}
          searchPlaceholder={texts.searchPlaceholder}
          searchLabel={texts.searchLabel}
          onExport={() => void exportCsv()}
          exporting={exporting}
        />

        {isPending ? (
          <AdminSpinner />
        ) : records.length === 0 ? (
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
                {records.map((record) => (
                  <RecordRow
                    key={record._id}
                    record={record}
                    noun={texts.noun}
                    now={dataUpdatedAt || Date.now()}
                    secondValue={secondValue}
                    onOpen={() => setSelectedId(record._id)}
                    onDelete={() => askDelete(record)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && !isError ? <ListPagination page={view.page} pageSize={data.pageSize ?? LIST_PAGE_SIZE} total={data.total ?? 0} onPage={(page) => setView({ page })} /> : null}
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
