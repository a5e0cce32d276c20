import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CompanyProfileBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** GET /settings/company: the company profile (Owner and Staff). */
export const useCompanyProfile = () =>
  useQuery({
    queryKey: queryKeys.companyProfile,
    queryFn: async ({ signal }) => (await apiRequest(endpoints.settings.company, { signal })).data,
  });

/** POST /settings/company (Owner): the dashboard's go-live checklist follows the saved values. */
export function useSaveCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyProfileBody) => apiRequest(endpoints.settings.saveCompany, { body }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.companyProfile, answer.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboardSummary }),
  });
}
