import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type ActivityKind } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

export const ACTIVITY_PAGE_SIZE = 50;

export interface ActivityView {
  /** An account _id, or '' for everyone. */
  actor: string;
  kind: ActivityKind | '';
  page: number;
}

/** POST /activity/list: one page of the log, newest first. */
export const useActivityPage = (view: ActivityView) =>
  useQuery({
    queryKey: queryKeys.activityPage(view),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.activity.list, {
        body: { page: view.page, pageSize: ACTIVITY_PAGE_SIZE, actor: view.actor || undefined, kind: view.kind || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });

/** Everyone who has an account (deactivated ones too: their entries stay), for the person filter. */
export const useActivityPeople = () =>
  useQuery({ queryKey: queryKeys.team, queryFn: async ({ signal }) => (await apiRequest(endpoints.team.list, { body: {}, signal })).data });
