import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '~/lib/api-client';

/** One QueryClient per admin app instance: no retries for answers the client caused (4xx). */
export function createAdminQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
