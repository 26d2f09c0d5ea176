import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export const newsletterSettingsSchema = z
  .object({
    senderName: z.string(),
    senderEmail: z.string(),
    replyToEmail: z.string(),
    frequency: z.enum(['monthly', 'biweekly', 'weekly']),
    preferences: z.object({ featuredEvents: z.boolean(), newEvents: z.boolean(), reviews: z.boolean() }),
    doubleOptIn: z.boolean(),
    tracking: z.boolean(),
    digestMode: z.enum(['draft', 'send']),
  })
  .passthrough();
export type NewsletterSettings = z.infer<typeof newsletterSettingsSchema>;

export const getNewsletterSettings = () => adminRequest('/api/newsletter/settings', newsletterSettingsSchema);
export const newsletterSettingsQueryOptions = () => queryOptions({ queryKey: adminKeys.newsletterSettings, queryFn: getNewsletterSettings, retry: adminRetry });
export const useNewsletterSettings = () => useQuery(newsletterSettingsQueryOptions());

/** PUT /api/newsletter/settings with only the fields of one card. */
export const saveNewsletterSettings = (changes: Partial<NewsletterSettings>) =>
  adminRequest('/api/newsletter/settings', newsletterSettingsSchema, { method: 'PUT', body: changes });
export const useSaveNewsletterSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveNewsletterSettings, onSuccess: (saved) => queryClient.setQueryData(adminKeys.newsletterSettings, saved) });
};

/** POST /api/newsletter/test-email (no body): connection check plus a test message to the reply-to address. */
export const testEmailConfiguration = () =>
  adminRequest('/api/newsletter/test-email', z.object({ success: z.boolean(), message: z.string(), transport: z.string() }), { method: 'POST' });
export const useTestEmailConfiguration = () => useMutation({ mutationFn: testEmailConfiguration });
