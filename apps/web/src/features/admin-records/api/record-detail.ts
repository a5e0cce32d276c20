import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { endpoints, type RecordDetail, type RecordKind } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { isSessionError } from '~/lib/session';
import { queryKeys } from '~/lib/query-keys';

/** POST /quote/getByID: the record with its Timeline. */
export function recordDetailQueryOptions(kind: RecordKind, id: string) {
  return queryOptions({
    queryKey: queryKeys.recordDetail(kind, id),
    queryFn: async ({ signal }): Promise<RecordDetail | null> =>
      (await apiRequest(endpoints[kind].get, { body: { _id: id }, signal })).data[0] ?? null,
  });
}

export const useRecordDetail = (kind: RecordKind, id: string) => useQuery(recordDetailQueryOptions(kind, id));

/** POST /quote/note: the answer is the record with its new timeline. */
export function useAddNote(kind: RecordKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (Text: string) => apiRequest(endpoints[kind].note, { body: { _id: id, Text } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.recordDetail(kind, id), answer.data[0] ?? null);
      toast.success('Note added.');
    },
    onError: (error) => {
      if (!isSessionError(error)) toast.error(error.message || 'Failed to add the note.');
    },
  });
}
