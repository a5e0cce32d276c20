import { endpoints, type OrderCloseShortBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { useOrderMutation } from './order-mutation';

/** POST /order/close-short: a partly dispatched order closed without the rest (409 with the reason when it cannot be). */
export const useCloseShortOrder = () => useOrderMutation((body: OrderCloseShortBody) => apiRequest(endpoints.order.closeShort, { body }));
