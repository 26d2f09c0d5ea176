import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emailTemplateListSchema, emailTemplateSchema, newsletterMessageSchema, type EmailTemplate } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

export type { EmailTemplate };
export interface TemplateInput {
  name: string;
  subject: string;
  type: string;
  content: string;
}

export const getEmailTemplates = () => adminRequest('/api/admin/email/templates', emailTemplateListSchema);
export const emailTemplatesQueryOptions = () => queryOptions({ queryKey: adminKeys.emailTemplates, queryFn: getEmailTemplates, retry: adminRetry });
export const useEmailTemplates = () => useQuery(emailTemplatesQueryOptions());

export const saveEmailTemplate = ({ id, ...body }: TemplateInput & { id?: string | null }) =>
  adminRequest(id ? `/api/admin/email/templates/${encodeURIComponent(id)}` : '/api/admin/email/templates', emailTemplateSchema, {
    method: id ? 'PUT' : 'POST',
    body,
  });
export const deleteEmailTemplate = (id: string) =>
  adminRequest(`/api/admin/email/templates/${encodeURIComponent(id)}`, newsletterMessageSchema, { method: 'DELETE' });

function useTemplateMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.emailTemplates }) });
}
export const useSaveEmailTemplate = () => useTemplateMutation(saveEmailTemplate);
export const useDeleteEmailTemplate = () => useTemplateMutation(deleteEmailTemplate);
