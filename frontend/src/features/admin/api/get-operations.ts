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

/** GET /api/admin/operations, newest first. */
export const getOperations = (limit: number, offset: number) => adminRequest('/api/admin/operations', operationsPageSchema, { params: { limit, offset } });

export const operationsQueryOptions = (limit = 10, offset = 0) =>
  queryOptions({
    queryKey: adminKeys.operations(limit, offset),
    queryFn: () => getOperations(limit, offset),
    retry: adminRetry,
    placeholderData: keepPreviousData,
  });

export const useOperations = (limit = 10, offset = 0) => useQuery(operationsQueryOptions(limit, offset));
