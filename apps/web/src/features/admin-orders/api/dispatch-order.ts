import { endpoints, type OrderDispatchBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { useOrderMutation } from './order-mutation';

/** POST /order/dispatch: one dispatch; the one that leaves nothing to dispatch moves the order to Dispatched. */
export const useDispatchOrder = () => useOrderMutation((body: OrderDispatchBody) => apiRequest(endpoints.order.dispatch, { body }));
