import { Box } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { ToasterHost } from '../components/notify';
import { ConsentBanner } from '../features/consent/components/consent-banner';
import { gdprAcceptedAtom } from '../features/consent/consent.atoms';
import { SiteFooter } from '../features/layout/components/site-footer';
import { SiteHeader } from '../features/layout/components/site-header';
import { NewsletterPopupHost } from '../features/newsletter/components/newsletter-popup-host';
import { useMobileLayout } from '../hooks/use-device-info';
import { useLocationRouteId } from '../hooks/use-location-route';
import { isMobileHomeRoute } from '../features/mobile/mobile-routes';

const MobileShell = lazy(() => import('../features/mobile/components/mobile-shell'));
// The error page loads when needed: the root route is not split, and most visits never show it.
const RouteNotFound = lazy(() => import('../components/route-not-found').then((m) => ({ default: m.RouteNotFound })));

/** Admin routes (the pathless `_admin` layout) bring their own chrome: no public header, pop-ups or consent banner. */
function RootLayout() {
  const admin = useMatches({ select: (matches) => matches.some((m) => m.routeId.startsWith('/_admin')) });
  return admin ? (
    <>
      <Outlet />
      <ToasterHost />
    </>
  ) : (
    <PublicLayout />
  );
}

function PublicLayout() {
  const mobile = useMobileLayout();
  // The leaf match decides: a mobile home route shows the mobile home view unless its params or data failed
  // (then the typed error page in the outlet shows, as on desktop).
  const routeId = useLocationRouteId();
  const failed = useRouterState({ select: (s) => ['notFound', 'error'].includes(s.matches[s.matches.length - 1]?.status ?? '') });
  const consentPending = useAtomValue(gdprAcceptedAtom) === null;
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      {mobile ? (
        <Suspense fallback={<Box minH="100vh" />}>
          <MobileShell homeView={isMobileHomeRoute(routeId) && !failed}>
            <Outlet />
          </MobileShell>
        </Suspense>
      ) : (
        <>
          <SiteHeader />
          <Box as="main" id="main" minH="60vh" tabIndex={-1} outline="none">
            <Outlet />
          </Box>
          <SiteFooter />
        </>
      )}
      <ConsentBanner />
      {/* The pop-up waits until the consent banner is answered: never both at once. */}
      <NewsletterPopupHost held={consentPending} />
      <ToasterHost />
    </>
  );
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: () => (
    <Suspense fallback={null}>
      <RouteNotFound data={{ type: 'not-found' }} />
    </Suspense>
  ),
  errorComponent: () => (
    <Suspense fallback={null}>
      <RouteNotFound data={{ type: 'default' }} />
    </Suspense>
  ),
});
