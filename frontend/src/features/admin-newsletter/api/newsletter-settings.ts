import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newsletterSettingsSchema, testEmailAnswerSchema, type NewsletterSettings } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

export type { NewsletterSettings };

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
export const testEmailConfiguration = () => adminRequest('/api/newsletter/test-email', testEmailAnswerSchema, { method: 'POST' });
export const useTestEmailConfiguration = () => useMutation({ mutationFn: testEmailConfiguration });
