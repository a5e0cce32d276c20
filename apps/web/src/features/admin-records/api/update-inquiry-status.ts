import { useRecordStatusMutation } from './records-api';

/** POST /inquery/save with _id and the new Status. */
export const useUpdateInquiryStatus = () => useRecordStatusMutation('inquiry');
