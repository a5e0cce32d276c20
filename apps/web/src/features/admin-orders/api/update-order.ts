import { endpoints, type OrderUpdateBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { useOrderMutation } from './order-mutation';

/** POST /order/update: the promised dispatch day and/or the person responsible. */
export const useUpdateOrder = () => useOrderMutation((body: OrderUpdateBody) => apiRequest(endpoints.order.update, { body }));
