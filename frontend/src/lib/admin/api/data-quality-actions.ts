import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authenticityResultSchema, cleanupResultSchema, deadLinksResultSchema, websiteCleanupResultSchema } from '../../api/api-contracts.admin.gen';
import { adminRequest } from './admin-client';

/** The four actions of /admin-validation and the dashboard's Website Cleanup: one POST each, no input. */
export type { AuthenticityResult, CleanupResult, DeadLinksResult } from '../../api/api-contracts.admin.gen';

/** POST /api/admin/validate-authenticity (409 while a run is going). */
export const validateAuthenticity = () => adminRequest('/api/admin/validate-authenticity', authenticityResultSchema, { method: 'POST', body: {} });
/** POST /api/admin/clean-dead-links. */
export const cleanDeadLinks = () => adminRequest('/api/admin/clean-dead-links', deadLinksResultSchema, { method: 'POST', body: {} });
/** POST /api/admin/enhanced-cleanup: website clean-up, then authenticity. */
export const enhancedCleanup = () => adminRequest('/api/admin/enhanced-cleanup', cleanupResultSchema, { method: 'POST', body: {} });
/** POST /api/admin/clean-websites (dashboard "Website Cleanup"). */
export const cleanWebsites = () => adminRequest('/api/admin/clean-websites', websiteCleanupResultSchema, { method: 'POST', body: {} });

/** Each run changes events and leaves an operations-log row: refresh both. */
export function useDataQualityAction<T>(run: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['admin', 'operations'] }), queryClient.invalidateQueries({ queryKey: ['admin', 'events'] })]),
  });
}
