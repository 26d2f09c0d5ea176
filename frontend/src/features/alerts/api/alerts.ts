import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

export interface ManagedAlert {
  id: string;
  label: string;
  frequency: 'instant' | 'weekly';
  status: 'pending' | 'active' | 'paused';
  searchPath: string;
  createdAt: string;
  lastMailedAt: string | null;
}
export interface ManageView {
  email: string;
  alerts: ManagedAlert[];
}
export interface ManageLink {
  a: string;
  sig: string;
}
export type ManageAction = { action: 'pause' | 'resume' | 'delete'; alertId: string } | { action: 'delete-all' };

/**
 * The confirmation POST as a query keyed by its token: a page that mounts twice (first paint, then the app) posts once
 * and both see the one answer.
 */
export const useConfirmAlert = (token: string) =>
  useQuery({
    queryKey: ['alerts', 'confirm', token],
    queryFn: () => apiPost<{ status: string; message: string; label: string; managePath: string }>('/api/alerts/confirm', { token }),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

const manageKey = (link: ManageLink) => ['alerts', 'manage', link.a, link.sig];

export const useManageView = (link: ManageLink) =>
  useQuery({ queryKey: manageKey(link), queryFn: () => apiGet<ManageView>('/api/alerts/manage', { a: link.a, sig: link.sig }), retry: false });

export function useManageAction(link: ManageLink) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ManageAction) => apiPost<ManageView & { message: string }>('/api/alerts/manage', { ...link, ...change }),
    onSuccess: (view) => client.setQueryData(manageKey(link), { email: view.email, alerts: view.alerts }),
    retry: false,
  });
}

export const useUnsubscribeAlert = () =>
  useMutation({ mutationFn: (token: string) => apiPost<{ message: string }>(`/api/alerts/unsubscribe?${new URLSearchParams({ token })}`), retry: false });
