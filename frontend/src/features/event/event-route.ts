import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { pageNotFound } from '../../lib/route-errors';
import { ApiError } from '../../lib/api-client';
import { eventQueryOptions, expiredRedirectTarget } from '../../lib/api/events/get-event';
import { eventSchema } from '../../lib/api/api-contracts.gen';
import { takeInitialData } from '../../lib/initial-data';

/**
 * Shared loader of /event, /events and /og/event: a 410 answer redirects before anything renders, an unknown id
 * shows the typed "Event Not Found" page.
 */
export async function loadEvent({ context, params }: { context: { queryClient: QueryClient }; params: { id: string } }) {
  // The event as the server put it in the first page: checked like a fetched one, then no fetch is needed.
  const options = eventQueryOptions(params.id);
  const seeded = eventSchema.safeParse(takeInitialData(options.queryKey));
  if (seeded.success) context.queryClient.setQueryData(options.queryKey, seeded.data);
  try {
    await context.queryClient.ensureQueryData(options);
  } catch (error) {
    const target = expiredRedirectTarget(error, params.id);
    if (target) throw redirect({ href: target, replace: true });
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) pageNotFound({ type: 'invalid-event' });
    // Other errors (server, network): the page shows "Event Not Found" with a way back.
  }
}
