import { useRemoveRecordMutation } from './records-api';

/** DELETE /inquery/remove { _id } */
export const useDeleteInquiry = () => useRemoveRecordMutation('inquiry');
