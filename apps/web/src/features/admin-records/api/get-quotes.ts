import { useQuery } from '@tanstack/react-query';
import { listRecords, recordsQueryOptions } from './records-api';

/** POST /quote/list { Types: 'Quote' } */
export const getQuotes = (signal?: AbortSignal) => listRecords('quote', signal);
export const quotesQueryOptions = () => recordsQueryOptions('quote');
export const useQuotes = () => useQuery(quotesQueryOptions());
