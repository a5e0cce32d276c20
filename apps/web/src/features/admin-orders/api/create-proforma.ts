import { endpoints, type ProformaCreateInput } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { useOrderMoneyMutation } from './order-money';

/** POST /proforma/create: the advance asked as a percent of the order's total or as an amount. */
export const useCreateProforma = (orderId: string) =>
  useOrderMoneyMutation(orderId, async (body: ProformaCreateInput) => (await apiRequest(endpoints.proforma.create, { body })).data);
