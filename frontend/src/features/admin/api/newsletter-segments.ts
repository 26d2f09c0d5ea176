import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export const segmentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    sources: z.array(z.string()).nullable(),
    signedUpFrom: z.string().nullable(),
    signedUpTo: z.string().nullable(),
    size: z.number(),
  })
  .passthrough();
export type Segment = z.infer<typeof segmentSchema>;

export const getSegments = () => adminRequest('/api/admin/newsletter/segments', z.object({ segments: z.array(segmentSchema) }));
export const segmentsQueryOptions = () => queryOptions({ queryKey: adminKeys.newsletterSegments, queryFn: getSegments, retry: adminRetry });
export const useSegments = () => useQuery(segmentsQueryOptions());
