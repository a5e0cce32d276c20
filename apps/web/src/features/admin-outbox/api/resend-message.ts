import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /outbox/resend { _id }: queues the message again, due now. */
export function resendMessage(id: string) {
  return apiRequest(endpoints.outbox.resend, { body: { _id: id } });
}

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.outbox }),
  });
}
