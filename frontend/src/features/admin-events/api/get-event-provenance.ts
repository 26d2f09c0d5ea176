import { useQuery } from '@tanstack/react-query';
import { eventProvenanceSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';

/** GET /api/admin/events/:id/provenance: where a discovered event came from (null for events entered by hand). */
export const useEventProvenance = (id: string) =>
  useQuery({
    queryKey: ['admin', 'events', 'provenance', id],
    queryFn: () => adminRequest(`/api/admin/events/${encodeURIComponent(id)}/provenance`, eventProvenanceSchema),
    retry: adminRetry,
  });
