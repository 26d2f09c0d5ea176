import type { QueryClient } from '@tanstack/react-query';
import { mayUse, pageArea } from './admin-areas';
import { adminStatusQueryOptions, type AdminStatus } from './api/get-admin-status';

/** What every admin route's loader receives from the router (the react-query client is the router's context). */
export interface AdminLoaderArgs {
  context: { queryClient: QueryClient };
  location: { pathname: string };
}

/** Whether the gate will show the screen at `pathname`: signed in, no password change pending elsewhere, a role that may use its area. */
export function gateOpens(status: AdminStatus, pathname: string): boolean {
  if (!status.authenticated) return false;
  if (status.requiresPasswordChange && pathname !== '/password-change') return false;
  return mayUse(status, pageArea(pathname));
}

/**
 * The loader of an admin screen: its reads start with its code (and on hover, when a link preloads), but only once the
 * session status (the gate's own query: one request, cached 30 s) says the gate will show the screen, so a signed-out
 * visitor or a role without the area causes no admin call. It returns at once and never throws: the gate renders as
 * before, and a read answered 401 or 403 (a session ended meanwhile) lands in the page's own query, whose 401 turns
 * the status to signed out (admin-client) and shows the gate, not the router's error page.
 */
export function loadAdminScreen({ context: { queryClient }, location }: AdminLoaderArgs, reads: (queryClient: QueryClient) => Array<Promise<unknown>>): void {
  void startReads(queryClient, location.pathname, reads);
}

async function startReads(queryClient: QueryClient, pathname: string, reads: (queryClient: QueryClient) => Array<Promise<unknown>>): Promise<void> {
  let status: AdminStatus;
  try {
    status = await queryClient.ensureQueryData(adminStatusQueryOptions());
  } catch {
    return; // the gate shows the status failure and its "Try again"
  }
  if (!gateOpens(status, pathname)) return;
  // prefetchQuery never rejects: failures stay in the cache for the page to show.
  await Promise.all(reads(queryClient));
}
