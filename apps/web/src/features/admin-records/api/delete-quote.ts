import { useRemoveRecordMutation } from './records-api';

/** DELETE /quote/remove { _id } */
export const useDeleteQuote = () => useRemoveRecordMutation('quote');
