import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventDetailsInput } from '@contracts/events/event-details.schema';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { eventWriteResultSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminKeys } from '../../../lib/admin/api/query-keys';

/** POST /api/admin/events: created as a draft unless `publish` is set. */
export const createEvent = (input: EventDetailsInput & { publish?: boolean }) =>
  adminRequest('/api/admin/events', eventWriteResultSchema, { method: 'POST', body: input });

/** PUT /api/admin/events/:id with the version the form was read at; a stale version answers 409. */
export const updateEvent = ({ id, expectedVersion, details }: { id: string; expectedVersion: number; details: EventDetailsInput }) =>
  adminRequest(`/api/admin/events/${encodeURIComponent(id)}`, eventWriteResultSchema, { method: 'PUT', body: { expectedVersion, ...details } });

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.events }), queryClient.invalidateQueries({ queryKey: adminKeys.stats })]),
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.events }), queryClient.invalidateQueries({ queryKey: adminKeys.stats })]),
  });
}
