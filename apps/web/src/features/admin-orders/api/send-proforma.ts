import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { useOrderMoneyMutation } from './order-money';

/** POST /proforma/send: mailed to the buyer through the outbox, with the PDF and their status link. */
export const useSendProforma = (orderId: string) =>
  useOrderMoneyMutation(orderId, async (id: string) => (await apiRequest(endpoints.proforma.send, { body: { _id: id } })).data);
