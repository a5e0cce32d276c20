import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { endpoints, RECORD_WIRE, type RecordItem, type RecordKind, type RecordStatus } from '@rp/contract';
import { apiRequest, isSessionError } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/**
 * Quotes and inquiries share one record shape and the same calls under the spec's two path segments
 * (/quote/* and /inquery/*). The endpoint files build their fetchers and hooks from these helpers.
 */
export { isSessionError };

export async function listRecords(kind: RecordKind, signal?: AbortSignal): Promise<RecordItem[]> {
  const answer = await apiRequest(endpoints[kind].list, { body: { Types: RECORD_WIRE[kind].types }, signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export function recordsQueryOptions(kind: RecordKind) {
  return queryOptions({
    queryKey: queryKeys.records(kind),
    queryFn: ({ signal }) => listRecords(kind, signal),
    refetchOnMount: 'always',
  });
}

/** The whole record with the new Status (spec section 7); the server only applies the status. */
export function saveRecordStatus(kind: RecordKind, record: RecordItem, Status: RecordStatus) {
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
      Status,
    },
  });
}

export interface StatusChange {
  record: RecordItem;
  Status: RecordStatus;
}

/** Optimistic status change: shows at once, rolled back with 'Failed to update status.' if saving fails. */
export function useRecordStatusMutation(kind: RecordKind) {
  const queryClient = useQueryClient();
  const key = queryKeys.records(kind);
  const setStatus = (id: string, status: string) =>
    queryClient.setQueryData<RecordItem[]>(key, (old) => old?.map((r) => (r._id === id ? { ...r, Status: status } : r)));

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
