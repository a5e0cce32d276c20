import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { RecordItem, RecordStatus, RecordType } from '@rp/contract';
import { ApiError, apiRequest } from '~/lib/api-client';

/**
 * Quotes and inquiries share one record shape and the same calls under different paths
 * (/quote/* and /inquery/*). The endpoint files build their fetchers and hooks from these helpers.
 */
export type RecordPath = 'quote' | 'inquery';

export const recordsQueryKey = (type: RecordType) => ['admin', 'records', type] as const;
export const dashboardQueryKey = ['admin', 'dashboard-summary'] as const;

/** A 401 already sends the admin to the login page: no extra error toast for it. */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export async function listRecords(path: RecordPath, type: RecordType, signal?: AbortSignal): Promise<RecordItem[]> {
  const answer = await apiRequest<{ data: RecordItem[] }>(`/${path}/list`, { method: 'POST', body: { Types: type }, signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export function recordsQueryOptions(path: RecordPath, type: RecordType) {
  return queryOptions({
    queryKey: recordsQueryKey(type),
    queryFn: ({ signal }) => listRecords(path, type, signal),
    refetchOnMount: 'always',
  });
}

/** The whole record with the new Status (spec section 7); the server only applies the status. */
export function saveRecordStatus(path: RecordPath, record: RecordItem, Status: RecordStatus) {
  return apiRequest<{ data: RecordItem }>(`/${path}/save`, {
    method: 'POST',
    body: {
      _id: record._id,
      Title: record.Title,
      Description: record.Description,
      Email: record.Email,
      ContactNo: record.ContactNo,
      Message: record.Message,
      createdAt: record.createdAt,
      Types: record.Types,
      Status,
    },
  });
}

export interface StatusChange {
  record: RecordItem;
  Status: RecordStatus;
}

/** Optimistic status change: shows at once, rolled back with 'Failed to update status.' if saving fails. */
export function useRecordStatusMutation(path: RecordPath, type: RecordType) {
  const queryClient = useQueryClient();
  const key = recordsQueryKey(type);
  const setStatus = (id: string, status: string) =>
    queryClient.setQueryData<RecordItem[]>(key, (old) => old?.map((r) => (r._id === id ? { ...r, Status: status } : r)));

  return useMutation({
    mutationFn: ({ record, Status }: StatusChange) => saveRecordStatus(path, record, Status),
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
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}

export function removeRecord(path: RecordPath, id: string) {
  return apiRequest<unknown>(`/${path}/remove`, { method: 'DELETE', body: { _id: id } });
}

export function useRemoveRecordMutation(path: RecordPath, type: RecordType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeRecord(path, id),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: recordsQueryKey(type) });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
