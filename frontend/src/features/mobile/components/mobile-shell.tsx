import { Box, Button, Flex, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Component, lazy, Suspense, useEffect, useState } from 'react';
import { clearSearchStorage } from '../../search/search.atoms';

const MobileHome = lazy(() => import('./mobile-home'));

class MobileErrorBoundary extends Component<{ children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn('Mobile render error', error);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box p="8" textAlign="center">
        <Text fontWeight="bold" fontSize="lg">Something went wrong</Text>
        <Button mt="4" colorPalette="purple" onClick={() => window.location.reload()}>Refresh Page</Button>
      </Box>
    );
  }
}

const BOTTOM = [
  { to: '/', label: 'Home', icon: '⌂' },
  { to: '/search', label: 'Search', icon: '⌕' },
  { to: '/categories', label: 'Events', icon: '▦' },
  { to: '/favorites', label: 'Saved', icon: '♡' },
];

/** The simplified layout under 768 px: compact header, bottom bar, scroll-to-top after 300 px. */
export default function MobileShell({ homeView, children }: { homeView: boolean; children: React.ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [showTop, setShowTop] = useState(false);
  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > 300);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Box pb="72px" data-testid="mobile-layout">
      <Flex as="header" position="sticky" top="0" zIndex="sticky" bg="white" borderBottomWidth="1px" px="4" py="2" align="center" justify="space-between">
        <Link to="/" onClick={clearSearchStorage} aria-label="Festival Finder home">
          <Flex align="center" gap="2">
            <img src="/favicon.svg" width={28} height={28} alt="" />
            <Text fontWeight="bold" color="purple.800">Festival Finder</Text>
          </Flex>
        </Link>
        <Menu.Root>
          <Menu.Trigger asChild>
            <IconButton variant="outline" size="sm" aria-label="Open menu"><span aria-hidden="true">☰</span></IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {[['/', 'Home'], ['/categories', 'Categories'], ['/upcoming', 'Upcoming Events'], ['/favorites', 'Favorites'], ['/help', 'Help'], ['/contact', 'Contact']].map(([to, label]) => (
                  <Menu.Item key={to} value={to} asChild><Link to={to}>{label}</Link></Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Flex>
      <Box as="main" id="main" tabIndex={-1} outline="none">
        <MobileErrorBoundary>
          {homeView ? (
            <Suspense fallback={<Box minH="100vh" />}>
              <MobileHome />
            </Suspense>
          ) : (
            children
          )}
        </MobileErrorBoundary>
      </Box>
      {showTop && (
        <IconButton position="fixed" right="4" bottom="84px" zIndex="overlay" borderRadius="full" colorPalette="purple" aria-label="Scroll to top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} data-testid="scroll-top">
          <span aria-hidden="true">↑</span>
        </IconButton>
      )}
      <Flex as="nav" aria-label="Bottom navigation" position="fixed" bottom="0" insetX="0" zIndex="sticky" bg="white" borderTopWidth="1px" justify="space-around" py="1" data-testid="bottom-bar">
        {BOTTOM.map((b) => {
          const active = b.to === '/' ? pathname === '/' : pathname.startsWith(b.to);
          return (
            <Link key={b.to} to={b.to} aria-current={active ? 'page' : undefined} style={{ flex: 1 }}>
              <Flex direction="column" align="center" py="1" color={active ? 'purple.700' : 'gray.700'} fontWeight={active ? 'bold' : 'normal'} minH="44px" justify="center">
                <span aria-hidden="true" style={{ fontSize: 18 }}>{b.icon}</span>
                <Text fontSize="xs">{b.label}</Text>
              </Flex>
            </Link>
          );
        })}
      </Flex>
    </Box>
  );
}
