import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { quotationCalls } from './quotation-endpoints';

/** POST /quotation/share-link: a new status link for the buyer, answered as { StatusLink }. */
export const useShareStatusLink = () =>
  useMutation({ mutationFn: async (id: string) => (await apiRequest(quotationCalls.shareLink, { body: { _id: id } })).data });
