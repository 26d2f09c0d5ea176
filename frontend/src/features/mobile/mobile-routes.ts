/** Routes that show the mobile home view in the simplified layout (spec public-pages 2.11), by router route id. */
const MOBILE_HOME_ROUTES: readonly string[] = [
  '/',
  '/search',
  '/categories',
  '/upcoming',
  '/favorites',
  '/trending',
  '/category/$slug',
  '/categories_/$category',
];

export type MobileTab = 'home' | 'search' | 'favorites';

export const isMobileHomeRoute = (routeId: string | undefined) => Boolean(routeId && MOBILE_HOME_ROUTES.includes(routeId));

export function mobileTab(routeId: string | undefined): MobileTab {
  return routeId === '/search' ? 'search' : routeId === '/favorites' ? 'favorites' : 'home';
}

/** /upcoming and /trending open on the full upcoming list. */
export const isUpcomingRoute = (routeId: string | undefined) => routeId === '/upcoming' || routeId === '/trending';
