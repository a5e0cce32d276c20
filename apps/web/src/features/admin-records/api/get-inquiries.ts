import { useQuery } from '@tanstack/react-query';
import { listRecords, recordsQueryOptions } from './records-api';

/** POST /inquery/list { Types: 'Inquery' } */
export const getInquiries = (signal?: AbortSignal) => listRecords('inquiry', signal);
export const inquiriesQueryOptions = () => recordsQueryOptions('inquiry');
export const useInquiries = () => useQuery(inquiriesQueryOptions());
