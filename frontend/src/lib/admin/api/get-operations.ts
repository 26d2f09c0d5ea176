import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operationKindsSchema, operationsPageSchema } from '../../api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export type { Operation } from '../../api/api-contracts.admin.gen';

/** What the log can be narrowed by (the server validates the same fields). */
export interface OperationsFilter {
  kind?: string;
  actor?: string;
  outcome?: 'success' | 'failed' | 'running';
  from?: string;
  to?: string;
}

/** GET /api/admin/operations, newest first. */
export const getOperations = (limit: number, offset: number, filter: OperationsFilter = {}) =>
  adminRequest('/api/admin/operations', operationsPageSchema, { params: { limit, offset, ...filter } });

export const operationsQueryOptions = (limit = 10, offset = 0, filter: OperationsFilter = {}) =>
  queryOptions({
    queryKey: adminKeys.operations(limit, offset, filter),
    queryFn: () => getOperations(limit, offset, filter),
    retry: adminRetry,
    placeholderData: keepPreviousData,
  });

export const useOperations = (limit = 10, offset = 0, filter: OperationsFilter = {}) => useQuery(operationsQueryOptions(limit, offset, filter));

export const operationKindsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.operationKinds, queryFn: () => adminRequest('/api/admin/operations/kinds', operationKindsSchema), retry: adminRetry });
export const useOperationKinds = () => useQuery(operationKindsQueryOptions());

/** The CSV download of the same filter (a plain link: the session cookie goes with it). */
export function operationsExportUrl(filter: OperationsFilter): string {
  const params = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));
  const query = params.toString();
  return `/api/admin/operations/export${query ? `?${query}` : ''}`;
}
