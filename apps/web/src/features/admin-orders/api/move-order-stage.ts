import { endpoints, type OrderStageBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { useOrderMutation } from './order-mutation';

/** POST /order/stage: a move to another stage; a refused move answers 409 with its reason. */
export const useMoveOrderStage = () => useOrderMutation((body: OrderStageBody) => apiRequest(endpoints.order.stage, { body }));
