import { Box, Button, IconButton, Text } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Component, lazy, Suspense, useEffect, useState } from 'react';
import { clearSearchStorage } from '../../../lib/search.atoms';
import { DeferredMenu } from '../../../components/deferred-menu';

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
        <Text fontWeight="bold" fontSize="lg">
          Something went wrong
        </Text>
        <Button mt="4" colorPalette="purple" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </Box>
    );
  }
}

// Inline SVG: symbol glyphs such as ⌕ are missing from some system fonts.
const ICON = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};
const BOTTOM = [
  {
    to: '/',
    label: 'Home',
    icon: (
      <svg {...ICON}>
        <path d="M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z" />
      </svg>
    ),
  },
  {
    to: '/search',
    label: 'Search',
    icon: (
      <svg {...ICON}>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
    ),
  },
  {
    to: '/categories',
    label: 'Events',
    icon: (
      <svg {...ICON}>
        <rect x="3" y="3" width="7" height="7" />
        <rect x="14" y="3" width="7" height="7" />
        <rect x="3" y="14" width="7" height="7" />
        <rect x="14" y="14" width="7" height="7" />
      </svg>
    ),
  },
  {
    to: '/favorites',
    label: 'Favourites',
    icon: (
      <svg {...ICON}>
        <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
      </svg>
    ),
  },
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
    // Header and bottom bar are plain elements + CSS classes (styles.css, `.ff-shell-m*`): they render on every
    // route change and at start-up, where Chakra's run-time styles cost long tasks on slow phones.
    <div className="ff-mshell" data-testid="mobile-layout">
      <header className="ff-mshell-header">
        <Link to="/" onClick={clearSearchStorage} aria-label="Festival Finder home" className="ff-mshell-logo">
          <img src="/favicon.svg" width={28} height={28} alt="" />
          <span>Festival Finder</span>
        </Link>
        <DeferredMenu
          trigger={
            <IconButton variant="outline" size="sm" aria-label="Open menu">
              <span aria-hidden="true">☰</span>
            </IconButton>
          }
          content={(M) =>
            [
              ['/', 'Home'],
              ['/categories', 'Categories'],
              ['/upcoming', 'Upcoming Events'],
              ['/favorites', 'Favourites'],
              ['/help', 'Help'],
              ['/contact', 'Contact'],
            ].map(([to, label]) => (
              <M.Item key={to} value={to} asChild>
                <Link to={to}>{label}</Link>
              </M.Item>
            ))
          }
        />
      </header>
      <main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <MobileErrorBoundary>
          {homeView ? (
            <Suspense fallback={<Box minH="100vh" />}>
              <MobileHome />
            </Suspense>
          ) : (
            children
          )}
        </MobileErrorBoundary>
      </main>
      {showTop && (
        <IconButton
          position="fixed"
          right="4"
          bottom="84px"
          zIndex="overlay"
          borderRadius="full"
          colorPalette="purple"
          aria-label="Scroll to top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          data-testid="scroll-top"
        >
          <span aria-hidden="true">↑</span>
        </IconButton>
      )}
      <nav aria-label="Bottom navigation" className="ff-mshell-bottom" data-testid="bottom-bar">
        {BOTTOM.map((b) => {
          const active = b.to === '/' ? pathname === '/' : pathname.startsWith(b.to);
          return (
            <Link key={b.to} to={b.to} aria-current={active ? 'page' : undefined} className={active ? 'ff-mshell-tab ff-mshell-tab-on' : 'ff-mshell-tab'}>
              {b.icon}
              <span>{b.label}</span>
            </Link>
          );
        })}
      </nav>
    </div>
  );
}
