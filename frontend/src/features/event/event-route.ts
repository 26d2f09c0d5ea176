import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { pageNotFound } from '../../lib/route-errors';
import { ApiError } from '../../lib/api-client';
import { eventQueryOptions, expiredRedirectTarget } from '../../lib/api/events/get-event';

/**
 * Shared loader of /event, /events and /og/event: a 410 answer redirects before anything renders, an unknown id
 * shows the typed "Event Not Found" page.
 */
export async function loadEvent({ context, params }: { context: { queryClient: QueryClient }; params: { id: string } }) {
  try {
    await context.queryClient.ensureQueryData(eventQueryOptions(params.id));
  } catch (error) {
    const target = expiredRedirectTarget(error, params.id);
    if (target) throw redirect({ href: target, replace: true });
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) pageNotFound({ type: 'invalid-event' });
    // Other errors (server, network): the page shows "Event Not Found" with a way back.
  }
}
