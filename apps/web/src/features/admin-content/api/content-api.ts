import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type SiteContentKind, type SiteContentSaveBody, type SiteContentUploadBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /content/list: who may edit, and each kind's version and last change. */
export const useContentOverview = () =>
  useQuery({
    queryKey: queryKeys.siteContent,
    queryFn: async ({ signal }) => (await apiRequest(endpoints.content.list, { body: {}, signal })).data,
  });

/** POST /content/get: one kind's current document, version and history. */
export const useContentDetail = (kind: SiteContentKind) =>
  useQuery({
    queryKey: queryKeys.siteContentKind(kind),
    queryFn: async ({ signal }) => (await apiRequest(endpoints.content.get, { body: { Kind: kind }, signal })).data,
  });

function useContentChange<B>(call: (body: B) => ReturnType<typeof apiRequest<typeof endpoints.content.save>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.siteContentKind(answer.data.Kind), answer.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.siteContent }),
  });
}

/** POST /content/save: the kind's whole document as a new version. */
export const useSaveContent = () => useContentChange((body: SiteContentSaveBody) => apiRequest(endpoints.content.save, { body }));

/** POST /content/undo: back to the version before. */
export const useUndoContent = () => useContentChange((kind: SiteContentKind) => apiRequest(endpoints.content.undo, { body: { Kind: kind } }));

/** POST /content/restore: an earlier version brought back as a new version (which Undo can take back). */
export const useRestoreContent = () =>
  useContentChange((body: { Kind: SiteContentKind; Version: number }) => apiRequest(endpoints.content.restore, { body }));

/** POST /content/upload: a picture (with responsive copies) or a certificate; a save then uses it. */
export const useUploadContentFile = () =>
  useMutation({ mutationFn: async (body: SiteContentUploadBody) => (await apiRequest(endpoints.content.upload, { body })).data });

/** POST /content/staff-access (Owner). */
export function useSetStaffAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (StaffMayEdit: boolean) => apiRequest(endpoints.content.staffAccess, { body: { StaffMayEdit } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.siteContent }),
  });
}
