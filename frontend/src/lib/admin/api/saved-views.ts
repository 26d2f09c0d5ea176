import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { savedViewDeletedSchema, savedViewSchema, savedViewsSchema } from '../../api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export type SavedViewArea = 'events' | 'operations';

/** GET /api/admin/saved-views: the signed-in admin's own views of one list, by name. */
export const useSavedViews = (area: SavedViewArea) =>
  useQuery({
    queryKey: adminKeys.savedViews(area),
    queryFn: () => adminRequest('/api/admin/saved-views', savedViewsSchema, { params: { area } }),
    retry: adminRetry,
  });

export function useSaveView(area: SavedViewArea) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (view: { name: string; query: Record<string, string> }) =>
      adminRequest('/api/admin/saved-views', savedViewSchema, { method: 'POST', body: { area, ...view } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.savedViews(area) }),
  });
}

export function useDeleteView(area: SavedViewArea) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminRequest(`/api/admin/saved-views/${encodeURIComponent(id)}`, savedViewDeletedSchema, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.savedViews(area) }),
  });
}
