import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export const emailTemplateSchema = z
  .object({ id: z.string(), name: z.string(), subject: z.string(), type: z.string(), content: z.string(), lastUsed: z.string().nullable() })
  .passthrough();
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;
export interface TemplateInput {
  name: string;
  subject: string;
  type: string;
  content: string;
}

export const getEmailTemplates = () => adminRequest('/api/admin/email/templates', z.object({ templates: z.array(emailTemplateSchema) }));
export const emailTemplatesQueryOptions = () => queryOptions({ queryKey: adminKeys.emailTemplates, queryFn: getEmailTemplates, retry: adminRetry });
export const useEmailTemplates = () => useQuery(emailTemplatesQueryOptions());

export const saveEmailTemplate = ({ id, ...body }: TemplateInput & { id?: string | null }) =>
  adminRequest(id ? `/api/admin/email/templates/${encodeURIComponent(id)}` : '/api/admin/email/templates', emailTemplateSchema, {
    method: id ? 'PUT' : 'POST',
    body,
  });
export const deleteEmailTemplate = (id: string) =>
  adminRequest(`/api/admin/email/templates/${encodeURIComponent(id)}`, z.object({ message: z.string() }), { method: 'DELETE' });

function useTemplateMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.emailTemplates }) });
}
export const useSaveEmailTemplate = () => useTemplateMutation(saveEmailTemplate);
export const useDeleteEmailTemplate = () => useTemplateMutation(deleteEmailTemplate);
