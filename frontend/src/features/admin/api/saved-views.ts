import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export type SavedViewArea = 'events' | 'operations';
const savedViewSchema = z.object({ id: z.string(), name: z.string(), query: z.record(z.string()) }).passthrough();
export type SavedView = z.infer<typeof savedViewSchema>;

/** GET /api/admin/saved-views: the signed-in admin's own views of one list, by name. */
export const useSavedViews = (area: SavedViewArea) =>
  useQuery({
    queryKey: adminKeys.savedViews(area),
    queryFn: () => adminRequest('/api/admin/saved-views', z.object({ items: z.array(savedViewSchema) }), { params: { area } }),
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
    mutationFn: (id: string) =>
      adminRequest(`/api/admin/saved-views/${encodeURIComponent(id)}`, z.object({ deleted: z.literal(true) }).passthrough(), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.savedViews(area) }),
  });
}
