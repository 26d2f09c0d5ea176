import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { discoverySiteListSchema, discoverySiteRemovedSchema, discoverySiteSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';

const sitesKey = ['admin', 'discovery-sites'] as const;

/** GET /api/admin/discovery/sites: staff-added sites and the configured ones. */
export const useDiscoverySites = () =>
  useQuery({ queryKey: sitesKey, queryFn: () => adminRequest('/api/admin/discovery/sites', discoverySiteListSchema), retry: adminRetry });

/** POST /api/admin/discovery/sites {url, publish}; 409 when the site is already listed. */
export function useAddDiscoverySite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string; publish: boolean }) => adminRequest('/api/admin/discovery/sites', discoverySiteSchema, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitesKey }),
  });
}

/** DELETE /api/admin/discovery/sites/:id. */
export function useRemoveDiscoverySite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminRequest(`/api/admin/discovery/sites/${encodeURIComponent(id)}`, discoverySiteRemovedSchema, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitesKey }),
  });
}
