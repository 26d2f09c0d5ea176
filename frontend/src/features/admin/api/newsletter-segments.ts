import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export interface SegmentInput {
  name: string;
  sources: string[] | null;
  signedUpFrom: string | null;
  signedUpTo: string | null;
}
export const createSegment = (body: SegmentInput) => adminRequest('/api/admin/newsletter/segments', segmentSchema, { method: 'POST', body });
export const deleteSegment = (id: string) =>
  adminRequest(`/api/admin/newsletter/segments/${encodeURIComponent(id)}`, z.object({ message: z.string() }), { method: 'DELETE' });

function useSegmentMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.newsletterSegments }) });
}
export const useCreateSegment = () => useSegmentMutation(createSegment);
export const useDeleteSegment = () => useSegmentMutation(deleteSegment);
