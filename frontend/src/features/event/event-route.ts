import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { eventQueryOptions, expiredRedirectTarget } from '../events/api/get-event';

/** Shared loader of /event, /events and /og/event: a 410 answer redirects before anything renders. */
export async function loadEvent({ context, params }: { context: { queryClient: QueryClient }; params: { id: string } }) {
  try {
    await context.queryClient.ensureQueryData(eventQueryOptions(params.id));
  } catch (error) {
    const target = expiredRedirectTarget(error, params.id);
    if (target) throw redirect({ href: target, replace: true });
    // Other errors: the page shows "Event Not Found".
  }
}
