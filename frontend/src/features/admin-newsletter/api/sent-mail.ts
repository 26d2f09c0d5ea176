import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sentMailMessageSchema, sentMailPageSchema, type SentMailPage } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

export type SentMailRow = SentMailPage['items'][number];

export interface SentMailParams {
  q?: string;
  status?: string;
  category?: string;
  page?: number;
}

/** GET /api/admin/mail: every message the site queued, newest first (the embedded outbox, or SMTP outcomes). */
export const getSentMail = (params: SentMailParams) => adminRequest('/api/admin/mail', sentMailPageSchema, { params: { ...params } });
export const sentMailQueryOptions = (params: SentMailParams) =>
  queryOptions({ queryKey: adminKeys.sentMail(params), queryFn: () => getSentMail(params), retry: adminRetry, placeholderData: keepPreviousData });
export const useSentMail = (params: SentMailParams) => useQuery(sentMailQueryOptions(params));

export const getSentMailMessage = (id: string) => adminRequest(`/api/admin/mail/${encodeURIComponent(id)}`, sentMailMessageSchema);
export const useSentMailMessage = (id: string | null) =>
  useQuery({ queryKey: adminKeys.sentMail({ id }), queryFn: () => getSentMailMessage(id!), enabled: Boolean(id), retry: adminRetry });
