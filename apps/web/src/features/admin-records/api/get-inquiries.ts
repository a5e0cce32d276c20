import { useQuery } from '@tanstack/react-query';
import { listRecords, recordsQueryOptions } from './records-api';

/** POST /inquery/list { Types: 'Inquery' } */
export const getInquiries = (signal?: AbortSignal) => listRecords('inquery', 'Inquery', signal);
export const inquiriesQueryOptions = () => recordsQueryOptions('inquery', 'Inquery');
export const useInquiries = () => useQuery(inquiriesQueryOptions());
