import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { RefreshCw } from 'lucide-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { RecordItem, RecordStatus } from '@rp/contract';
import { AdminPageHeader } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { DataTable } from '~/components/ui/data-table';
import { useConfirmDelete } from '~/components/ui/use-confirm-delete';
import { isSessionError } from '~/lib/session';
import type { StatusChange } from '../api/records-api';
import { newestFirst } from '../utils/record-fields';
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
  texts: RecordsScreenTexts;
  query: UseQueryResult<RecordItem[]>;
  statusMutation: UseMutationResult<unknown, Error, StatusChange, unknown>;
  deleteMutation: UseMutationResult<unknown, Error, string, unknown>;
  matches: (record: RecordItem, search: string) => boolean;
  secondValue: (record: RecordItem) => ReactNode;
  renderDetails: (props: { record: RecordItem; onClose: () => void; onStatusChange: (status: RecordStatus) => void }) => ReactNode;
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

  const askDelete = useConfirmDelete<RecordItem>({
    remove: (record) => deleteMutation.mutateAsync(record._id),
    texts: {
      prompt: (record) => texts.deletePrompt(record.Title),
      loading: texts.deleteLoading,
      success: () => texts.deleteSuccess,
      failure: texts.deleteError,
    },
  });

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
          <Button variant="secondary" size="sm" onClick={() => void refetch()} busy={isFetching && !isPending}>
            {isFetching && !isPending ? null : <RefreshCw className="h-4 w-4" aria-hidden="true" />} Refresh
          </Button>
        }
      />

      <DataTable
        columns={recordColumns({ texts, secondValue, onView: setSelectedId, onDelete: askDelete })}
        rows={visible}
        rowKey={(record) => record._id}
        rowProps={(record) => {
          const isNew = record.Status === 'New';
          return {
            'data-status': record.Status,
            'data-new': isNew || undefined,
            onClick: (event) => {
              if ((event.target as HTMLElement).closest('button, a')) return;
              setSelectedId(record._id);
            },
            className: `cursor-pointer transition-colors ${isNew ? NEW_ROW : 'text-slate-700 hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-800/50'}`,
          };
        }}
        search={{ value: search, onChange: setSearch, placeholder: texts.searchPlaceholder, label: texts.searchLabel }}
        countLabel={countLabel}
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
