import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newsletterMessageSchema, segmentListSchema, segmentSchema, type Segment } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

export type { Segment };

export const getSegments = () => adminRequest('/api/admin/newsletter/segments', segmentListSchema);
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
  adminRequest(`/api/admin/newsletter/segments/${encodeURIComponent(id)}`, newsletterMessageSchema, { method: 'DELETE' });

function useSegmentMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.newsletterSegments }) });
}
export const useCreateSegment = () => useSegmentMutation(createSegment);
export const useDeleteSegment = () => useSegmentMutation(deleteSegment);
