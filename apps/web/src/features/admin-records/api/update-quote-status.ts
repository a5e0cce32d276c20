import { useRecordStatusMutation } from './records-api';

/** POST /quote/save with _id and the new Status. */
export const useUpdateQuoteStatus = () => useRecordStatusMutation('quote');
