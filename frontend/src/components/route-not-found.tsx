import type { NotFoundPage } from '../lib/route-errors';
import { ErrorPage } from './error-page';

/** A route's notFoundComponent: the typed error page thrown by pageNotFound, else the plain "Page Not Found". */
export function RouteNotFound({ data }: { data?: unknown }) {
  const page = data && typeof data === 'object' && 'type' in data ? (data as NotFoundPage) : { type: 'not-found' as const };
  return <ErrorPage {...page} />;
}
