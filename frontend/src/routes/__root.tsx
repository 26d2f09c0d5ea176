import { Box } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ErrorPage } from '../components/error-page';
import { ToasterHost } from '../components/notify';
import { ConsentBanner } from '../features/consent/components/consent-banner';
import { SiteFooter } from '../features/layout/components/site-footer';
import { SiteHeader } from '../features/layout/components/site-header';
import { NewsletterPopupHost } from '../features/newsletter/components/newsletter-popup-host';
import { useMobileLayout } from '../hooks/use-device-info';
import { isMobileHomePath } from '../features/mobile/mobile-routes';

const MobileShell = lazy(() => import('../features/mobile/components/mobile-shell'));

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
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <>
      <a href="#main" className="skip-link">Skip to main content</a>
      {mobile ? (
        <Suspense fallback={<Box minH="100vh" />}>
          <MobileShell homeView={isMobileHomePath(pathname)}>
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
      <NewsletterPopupHost />
      <ToasterHost />
    </>
  );
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: () => <ErrorPage type="not-found" />,
  errorComponent: () => <ErrorPage type="default" />,
});
