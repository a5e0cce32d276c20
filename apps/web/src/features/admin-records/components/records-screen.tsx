import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import type { RecordItem, RecordKind, RecordStatus } from '@rp/contract';
import { AdminPageHeader, AdminRefreshButton } from '~/components/ui/admin-page';
import { DataTable } from '~/components/ui/data-table';
import { clickableRowClass, rowClick } from '~/components/ui/data-table-parts';
import { ListPagination } from '~/components/ui/list-pagination';
import { useConfirmDelete } from '~/lib/use-confirm-delete';
import { useCsvExport, useFailedLoadToast } from '~/lib/use-list-screen';
import { downloadRecordsCsv } from '../api/export-records';
import { recordDetailQueryOptions } from '../api/record-detail';
import { useRecordPage } from '../api/record-page';
import type { StatusChange } from '../api/records-api';
import { LIST_PAGE_SIZE, readListView, writeListView, type ListView } from '../utils/list-view';
import { ListFilters } from './list-filters';
import { NEW_ROW, recordColumns, type RecordColumnTexts } from './record-columns';

export interface RecordsScreenTexts extends RecordColumnTexts {
  title: string;
  description: string;
  searchPlaceholder: string;
  searchLabel: string;
  emptyMessage: string;
  fetchError: string;
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
  /** Quotes: the Drawing column (a thumbnail of the drawings). */
  drawingCell?: (record: RecordItem) => ReactNode;
}

/** The shared list screen of quotes and contact inquiries: filters in the URL, server pages, detail dialog, status and delete flows. */
export function RecordsScreen({
  kind,
  texts,
  statuses,
  statusMutation,
  deleteMutation,
  secondValue,
  renderDetails,
  drawingCell,
}: RecordsScreenProps) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readListView(params), [params]);
  const setView = useCallback(
    (patch: Partial<ListView>) => setParams((prev) => writeListView({ ...readListView(prev), ...patch }, prev), { replace: 'search' in patch }),
    [setParams],
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { exporting, exportCsv } = useCsvExport(() => downloadRecordsCsv(kind, view));

  const query = useRecordPage(kind, view);
  const { data, isPending, isError, error, refetch, isFetching, dataUpdatedAt } = query;
  // Spec: a failed load shows a toast and an empty list.
  const records = isError ? [] : (data?.data ?? []);
  const onPage = selectedId ? records.find((r) => r._id === selectedId) : undefined;
  // A record opened by link (?open=) may be on another page: fetch it on its own.
  const opened = useQuery({ ...recordDetailQueryOptions(kind, selectedId ?? ''), enabled: Boolean(selectedId) && !onPage });
  const selected = onPage ?? (selectedId ? opened.data : null) ?? null;

  useFailedLoadToast(error, texts.fetchError, false);

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

  const askDelete = useConfirmDelete<RecordItem>({
    remove: (record) => deleteMutation.mutateAsync(record._id),
    texts: {
      prompt: (record) => texts.deletePrompt(record.Title),
      loading: texts.deleteLoading,
      success: () => texts.deleteSuccess,
      failure: texts.deleteError,
    },
  });

  return (
    <div>
      <AdminPageHeader title={texts.title} description={texts.description} actions={<AdminRefreshButton query={query} />} />

      <DataTable
        columns={recordColumns({ texts, secondValue, drawingCell, now: dataUpdatedAt, onView: setSelectedId, onDelete: askDelete })}
        rows={records}
        rowKey={(record) => record._id}
        rowProps={(record) => {
          const isNew = record.Status === 'New';
          return {
            'data-status': record.Status,
            'data-new': isNew || undefined,
            onClick: rowClick(() => setSelectedId(record._id)),
            className: isNew ? `cursor-pointer transition-colors ${NEW_ROW}` : clickableRowClass,
          };
        }}
        toolbar={
          <ListFilters
            view={view}
            onChange={setView}
            statuses={statuses}
            statusCounts={data?.statusCounts}
            overdueCount={data?.overdueCount}
            searchPlaceholder={texts.searchPlaceholder}
            searchLabel={texts.searchLabel}
            onExport={exportCsv}
            exporting={exporting}
          />
        }
        footer={
          data && !isError ? (
            <ListPagination
              page={view.page}
              pageSize={data.pageSize ?? LIST_PAGE_SIZE}
              total={data.total ?? 0}
              onPage={(page) => setView({ page })}
            />
          ) : null
        }
        pending={isPending}
        emptyMessage={texts.emptyMessage}
        retry={isError ? { onRetry: () => void refetch(), busy: isFetching } : undefined}
      />

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
