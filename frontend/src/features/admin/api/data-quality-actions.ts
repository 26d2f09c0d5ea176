import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from './admin-client';

/** The four actions of /admin-validation and the dashboard's Website Cleanup: one POST each, no input. */
export const authenticityResultSchema = z.object({
  validated: z.number(),
  removed: z.number(),
  total: z.number(),
  unverified: z.number().nullish(),
  averageConfidence: z.number(),
  byPlatform: z.record(z.number()),
});
export type AuthenticityResult = z.infer<typeof authenticityResultSchema>;

export const deadLinksResultSchema = z.object({
  scanned: z.number(),
  deadLinks: z.number(),
  removed: z.number(),
  inconclusive: z.number().default(0),
  networkDown: z.boolean().default(false),
});
export type DeadLinksResult = z.infer<typeof deadLinksResultSchema>;

const expirySchema = z.object({ lastRunAt: z.string().nullable(), success: z.boolean().nullable(), expired: z.number().nullable() });

export const cleanupResultSchema = z.object({
  protocolsFixed: z.number(),
  parkedDomains: z.number(),
  invalidRemoved: z.number(),
  cleanedEvents: z.number(),
  authenticityResults: z.object({ removed: z.number(), averageConfidence: z.number() }).passthrough(),
  expiry: expirySchema.nullish(),
});
export type CleanupResult = z.infer<typeof cleanupResultSchema>;

export const websiteCleanupResultSchema = z.object({
  message: z.string(),
  protocolsFixed: z.number(),
  parkedDomains: z.number(),
  invalidRemoved: z.number(),
  cleanedEvents: z.number(),
  expiry: expirySchema.nullish(),
});

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
