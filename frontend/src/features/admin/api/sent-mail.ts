import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

const rowSchema = z
  .object({
    id: z.string(),
    category: z.string(),
    to: z.string(),
    subject: z.string(),
    status: z.string(),
    lastError: z.string().nullable(),
    transport: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .passthrough();
export type SentMailRow = z.infer<typeof rowSchema>;
const mailSchema = rowSchema.extend({ html: z.string(), text: z.string() });

export interface SentMailParams {
  q?: string;
  status?: string;
  category?: string;
  page?: number;
}

/** GET /api/admin/mail: every message the site queued, newest first (the embedded outbox, or SMTP outcomes). */
export const getSentMail = (params: SentMailParams) =>
  adminRequest('/api/admin/mail', z.object({ items: z.array(rowSchema), total: z.number(), page: z.number(), limit: z.number() }), { params: { ...params } });
export const sentMailQueryOptions = (params: SentMailParams) =>
  queryOptions({ queryKey: adminKeys.sentMail(params), queryFn: () => getSentMail(params), retry: adminRetry, placeholderData: keepPreviousData });
export const useSentMail = (params: SentMailParams) => useQuery(sentMailQueryOptions(params));

export const getSentMailMessage = (id: string) => adminRequest(`/api/admin/mail/${encodeURIComponent(id)}`, mailSchema);
export const useSentMailMessage = (id: string | null) =>
  useQuery({ queryKey: adminKeys.sentMail({ id }), queryFn: () => getSentMailMessage(id!), enabled: Boolean(id), retry: adminRetry });
