import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { useOrderMoneyMutation } from './order-money';

/** POST /payment/remove: a payment taken back, with the reason (logged, never silent). */
export const useRemovePayment = (orderId: string) =>
  useOrderMoneyMutation(orderId, (body: { _id: string; Reason: string }) => apiRequest(endpoints.payment.remove, { body }));
