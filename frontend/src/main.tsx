// First: configures zod before any schema is built (see the module).
import './lib/zod-config';
import { ChakraProvider } from '@chakra-ui/react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSiteSystem, mergeSiteConfig } from './components/theme';
import { trackPageView } from './lib/analytics';
import { handOverFromPageShell } from './lib/page-shell';
import { routeTree } from './routeTree.gen';
import './styles.css';

/** Read defaults from the spec: retry 2, no focus refetch, stale at once, kept 5 minutes, network mode always. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => console.error(error) }),
  mutationCache: new MutationCache({ onError: (error) => console.error(error) }),
  defaultOptions: {
    queries: {
      retry: 2,
      refetchOnWindowFocus: false,
      refetchOnMount: true,
      refetchOnReconnect: true,
      refetchInterval: false,
      staleTime: 0,
      gcTime: 5 * 60_000,
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

router.subscribe('onResolved', ({ toLocation }) => trackPageView(toLocation.href));

// Unhandled rejections and script errors are logged as warnings, not surfaced to visitors.
window.addEventListener('unhandledrejection', (e) => {
  console.warn('Unhandled rejection', e.reason);
  e.preventDefault();
});

// Start-up in separate tasks (script evaluation, theme configuration, theme system, render), each yielding to the browser in between,
// and a transition render (time-sliced), so starting the app does not block input for long stretches.
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  handOverFromPageShell((listener) => router.subscribe('onRendered', listener));
  await yieldToMain();
  const config = mergeSiteConfig();
  await yieldToMain();
  const system = createSiteSystem(config);
  await yieldToMain();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <ChakraProvider value={system}>
          <QueryClientProvider client={queryClient}>
            <JotaiProvider>
              <RouterProvider router={router} />
            </JotaiProvider>
          </QueryClientProvider>
        </ChakraProvider>
      </StrictMode>,
    ),
  );
}

void start();
