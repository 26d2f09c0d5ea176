import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export const operationSchema = z
  .object({
    id: z.union([z.string(), z.number()]),
    kind: z.string(),
    actor: z.unknown().optional(),
    startedAt: z.string(),
    finishedAt: z.string().nullish(),
    success: z.boolean().nullable(),
    message: z.string().nullish(),
    data: z.unknown().optional(),
  })
  .passthrough();
export type Operation = z.infer<typeof operationSchema>;

const operationsPageSchema = z.object({ items: z.array(operationSchema), total: z.number() }).passthrough();

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

const kindsSchema = z.object({ kinds: z.array(z.string()) });
export const useOperationKinds = () =>
  useQuery({ queryKey: adminKeys.operationKinds, queryFn: () => adminRequest('/api/admin/operations/kinds', kindsSchema), retry: adminRetry });

/** The CSV download of the same filter (a plain link: the session cookie goes with it). */
export function operationsExportUrl(filter: OperationsFilter): string {
  const params = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));
  const query = params.toString();
  return `/api/admin/operations/export${query ? `?${query}` : ''}`;
}
