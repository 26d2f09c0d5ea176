import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { discoveryRunListSchema, discoveryRunSchema, type DiscoveryRun } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';

export const discoveryKeys = {
  runs: ['admin', 'discovery-runs'] as const,
  run: (id: string) => ['admin', 'discovery-runs', id] as const,
};

export type DiscoveryAction =
  | { kind: 'smart'; category?: string }
  | { kind: 'category'; category: string; timeframe: string }
  | { kind: 'region'; region: string; timeframe: string }
  | { kind: 'premium-venues'; timeframe: string };

const PATHS: Record<DiscoveryAction['kind'], string> = {
  smart: '/api/ai/smart-discovery',
  category: '/api/ai/discover-category-events',
  region: '/api/ai/discover-region-events',
  'premium-venues': '/api/ai/discover-premium-venues',
};

/** POST one of the four discovery calls: 202 with the run (then polled), 409 while another run is going. */
export function startDiscovery(action: DiscoveryAction): Promise<DiscoveryRun> {
  const { kind, ...body } = action;
  return adminRequest(PATHS[kind], discoveryRunSchema, { method: 'POST', body });
}

export function useStartDiscovery() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startDiscovery, onSettled: () => queryClient.invalidateQueries({ queryKey: discoveryKeys.runs }) });
}

/** GET /api/ai/discovery-runs: the latest runs, newest first. */
export const discoveryRunsQueryOptions = () =>
  queryOptions({ queryKey: discoveryKeys.runs, queryFn: () => adminRequest('/api/ai/discovery-runs', discoveryRunListSchema), retry: adminRetry });
export const useDiscoveryRuns = () => useQuery(discoveryRunsQueryOptions());

/** GET /api/ai/discovery-runs/:id, polled every second while the run is going. */
export const useDiscoveryRun = (id: string | null) =>
  useQuery({
    queryKey: discoveryKeys.run(id ?? ''),
    queryFn: () => adminRequest(`/api/ai/discovery-runs/${encodeURIComponent(id!)}`, discoveryRunSchema),
    enabled: !!id,
    retry: adminRetry,
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? 1000 : false),
  });
