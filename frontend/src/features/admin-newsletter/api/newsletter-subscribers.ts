import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bulkSubscriberAnswerSchema,
  importReportSchema,
  newsletterMessageSchema,
  subscriberPageSchema,
  subscriberSchema,
  type ImportReport,
  type Subscriber,
} from '../../../lib/api/api-contracts.admin.gen';
import { AdminApiError, adminRequest, adminRetry, adminUrl, NETWORK_ERROR_MESSAGE } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

export const SUBSCRIBER_STATUSES = ['pending', 'active', 'inactive', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export type { ImportReport, Subscriber };

export interface SubscriberFilter {
  q?: string;
  status?: SubscriberStatus;
}
export interface SubscriberListParams extends SubscriberFilter {
  sort?: 'subscribedAt' | 'email' | 'status' | 'updatedAt';
  order?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

/** GET /api/newsletter/subscribers (management screen) or /api/admin/newsletter/subscribers (user management). */
export const getSubscribers = (params: SubscriberListParams, path = '/api/newsletter/subscribers') =>
  adminRequest(path, subscriberPageSchema, { params: { ...params } });

export const subscribersQueryOptions = (params: SubscriberListParams, path?: string) =>
  queryOptions({
    queryKey: adminKeys.newsletterSubscribers({ ...params, path }),
    queryFn: () => getSubscribers(params, path),
    retry: adminRetry,
    placeholderData: keepPreviousData,
  });
/** `enabled: false` for a role without the newsletter (the server would answer 403). */
export const useSubscribers = (params: SubscriberListParams, path?: string, enabled = true) => useQuery({ ...subscribersQueryOptions(params, path), enabled });

export type BulkSubscriberAction = 'activate' | 'deactivate' | 'delete';

export const addSubscriber = (email: string) => adminRequest('/api/newsletter/subscribers', subscriberSchema, { method: 'POST', body: { email } });
export const updateSubscriber = ({ id, email, isActive }: { id: string; email: string; isActive: boolean }) =>
  adminRequest(`/api/newsletter/subscribers/${encodeURIComponent(id)}`, subscriberSchema, { method: 'PUT', body: { email, isActive } });
export const deleteSubscriber = (id: string) =>
  adminRequest(`/api/newsletter/subscribers/${encodeURIComponent(id)}`, newsletterMessageSchema, { method: 'DELETE' });
/** User management's delete (the spec's call). */
export const unsubscribeByEmail = (email: string) =>
  adminRequest('/api/admin/newsletter/unsubscribe', newsletterMessageSchema, { method: 'POST', body: { email } });
export const bulkSubscribers = (input: { action: BulkSubscriberAction; subscriberIds?: string[]; filter?: SubscriberFilter }) =>
  adminRequest('/api/newsletter/subscribers/bulk', bulkSubscriberAnswerSchema, { method: 'POST', body: input });
export const importSubscribers = (csvData: string) => adminRequest('/api/newsletter/import-csv', importReportSchema, { method: 'POST', body: { csvData } });

/** Every subscriber change moves the list and the stat cards. */
function useNewsletterMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.newsletter }) });
}
export const useAddSubscriber = () => useNewsletterMutation(addSubscriber);
export const useUpdateSubscriber = () => useNewsletterMutation(updateSubscriber);
export const useDeleteSubscriber = () => useNewsletterMutation(deleteSubscriber);
export const useUnsubscribeByEmail = () => useNewsletterMutation(unsubscribeByEmail);
export const useBulkSubscribers = () => useNewsletterMutation(bulkSubscribers);
export const useImportSubscribers = () => useNewsletterMutation(importSubscribers);

/** GET …/export?filter: the CSV as a download named by the server (the date is in the name). */
export async function downloadSubscribersCsv(filter: 'all' | 'active' | 'inactive', path = '/api/newsletter/export'): Promise<string> {
  let res: Response;
  try {
    res = await fetch(adminUrl(path, { filter }), { credentials: 'include', cache: 'no-store' });
  } catch {
    throw new AdminApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK', {}, undefined);
  }
  if (!res.ok) throw new AdminApiError(res.status, `The server answered ${res.status}.`, undefined, {}, undefined);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `newsletter-subscribers-${filter}.csv`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
