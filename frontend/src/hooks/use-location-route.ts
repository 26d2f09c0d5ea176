import { useRouter, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';

/**
 * The id of the route the router matches for the address in the location bar. Unlike the last entry of
 * `matches`, it changes as soon as a navigation starts, not once the new route's loader and chunk are in.
 */
export function useLocationRouteId(): string | undefined {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return useMemo(() => router.getMatchedRoutes(pathname)[2]?.id, [router, pathname]);
}
