import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { useOrderMoneyMutation } from './order-money';

/** POST /proforma/cancel: no longer asked for, with the reason. */
export const useCancelProforma = (orderId: string) =>
  useOrderMoneyMutation(orderId, async (body: { _id: string; Reason: string }) => (await apiRequest(endpoints.proforma.cancel, { body })).data);
