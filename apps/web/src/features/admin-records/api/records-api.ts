import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import {
  endpoints,
  RECORD_WIRE,
  type RecordDetail,
  type RecordItem,
  type RecordKind,
  type RecordListResponse,
  type RecordStatus,
} from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { isSessionError } from '~/lib/session';
import { queryKeys } from '~/lib/query-keys';

/**
 * Quotes and inquiries share one record shape and the same calls under the spec's two path segments
 * (/quote/* and /inquery/*). The endpoint files build their fetchers and hooks from these helpers.
 */

/** The record's required fields as the save call wants them, plus one change (a Status or an AssignedTo). */
export function saveRecordChange(kind: RecordKind, record: RecordItem, change: { Status: RecordStatus } | { AssignedTo: string | null }) {
  return apiRequest(endpoints[kind].save, {
    body: {
      _id: record._id,
      Title: record.Title,
      Description: record.Description,
      Email: record.Email,
      ContactNo: record.ContactNo,
      Message: record.Message,
      createdAt: record.createdAt,
      Types: RECORD_WIRE[kind].types,
      ...change,
    },
  });
}

/** The whole record with the new Status (spec section 7); the server only applies the status. */
export const saveRecordStatus = (kind: RecordKind, record: RecordItem, Status: RecordStatus) => saveRecordChange(kind, record, { Status });

export interface StatusChange {
  record: RecordItem;
  Status: RecordStatus;
}

type CachedRecords = RecordItem[] | RecordListResponse | RecordDetail | null | undefined;

/** Sets one record's status in every cached list page and detail of its kind. */
function withStatus(data: CachedRecords, id: string, status: string): CachedRecords {
  if (!data) return data;
  if (Array.isArray(data)) return data.map((r) => (r._id === id ? { ...r, Status: status } : r));
  if ('data' in data) return { ...data, data: data.data.map((r) => (r._id === id ? { ...r, Status: status } : r)) };
  return data._id === id ? { ...data, Status: status } : data;
}

/** Optimistic status change: shows at once, rolled back with 'Failed to update status.' if saving fails. */
export function useRecordStatusMutation(kind: RecordKind) {
  const queryClient = useQueryClient();
  const key = queryKeys.records(kind);
  const setStatus = (id: string, status: string) =>
    queryClient.setQueriesData<CachedRecords>({ queryKey: key }, (old) => withStatus(old, id, status));

  return useMutation({
    mutationFn: ({ record, Status }: StatusChange) => saveRecordStatus(kind, record, Status),
    onMutate: async ({ record, Status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      setStatus(record._id, Status);
      return { previousStatus: record.Status };
    },
    onError: (error, { record }, context) => {
      setStatus(record._id, context?.previousStatus ?? record.Status);
      if (!isSessionError(error)) toast.error('Failed to update status.');
    },
    onSuccess: () => {
      toast.success('Status updated!');
    },
    onSettled: () => {
      // Counts, filters and the timeline (who changed it) follow the server.
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardSummary });
    },
  });
}

export function removeRecord(kind: RecordKind, id: string) {
  return apiRequest(endpoints[kind].remove, { body: { _id: id } });
}

export function useRemoveRecordMutation(kind: RecordKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeRecord(kind, id),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.records(kind) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardSummary });
    },
  });
}
