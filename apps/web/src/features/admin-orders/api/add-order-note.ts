import { endpoints, type OrderNoteBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { useOrderMutation } from './order-mutation';

/** POST /order/note: a note in the order's timeline, told to the buyer when NotifyBuyer. */
export const useAddOrderNote = () => useOrderMutation((body: OrderNoteBody) => apiRequest(endpoints.order.note, { body }));
