import { endpoints, type PaymentSaveInput } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { useOrderMoneyMutation } from './order-money';

/** POST /payment/save: money received against the order (409 above its balance, 400 for cash at the s.269ST limit). */
export const useSavePayment = (orderId: string) =>
  useOrderMoneyMutation(orderId, async (body: PaymentSaveInput) => (await apiRequest(endpoints.payment.save, { body })).data);
