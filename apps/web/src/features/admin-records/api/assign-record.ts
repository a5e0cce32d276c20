import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import type { RecordItem, RecordKind } from '@rp/contract';
import { queryKeys } from '~/lib/query-keys';
import { isSessionError } from '~/lib/session';
import { saveRecordChange } from './records-api';

/** The record with the new AssignedTo and no Status, so a stale copy never changes the status. */
export const saveRecordAssignee = (kind: RecordKind, record: RecordItem, AssignedTo: string | null) => saveRecordChange(kind, record, { AssignedTo });

export interface AssigneeChange {
  record: RecordItem;
  AssignedTo: string | null;
}

/** Assigns or unassigns a lead; the lists, the detail and its timeline then follow the server. */
export function useAssignRecordMutation(kind: RecordKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ record, AssignedTo }: AssigneeChange) => saveRecordAssignee(kind, record, AssignedTo),
    onSuccess: (answer) => {
      toast.success(answer.message);
    },
    onError: (error) => {
      if (!isSessionError(error)) toast.error(error.message || 'Failed to assign.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.records(kind) }),
  });
}
