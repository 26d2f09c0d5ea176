import { Box, Container, Flex, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/button';
import { DeferredMenu } from '../../../components/deferred-menu';

const NavDrawer = lazy(() => import('./nav-drawer'));
const FilterPopup = lazy(() => import('./filter-popup'));
import { useCategories, categoryCount } from '../../../lib/api/categories/get-categories';
import { useRegions, useTimeFilters } from '../../../lib/api/events/get-facets';
import { clearSearchStorage } from '../../../lib/search.atoms';
import { YearsChip } from './years-chip';
import { filterPopupAtom } from '../filter-popup.atoms';
import type { TimeFilterValue } from '../../../lib/search-params';

function Logo() {
  return (
    <Link to="/" onClick={clearSearchStorage} aria-label="Festival Finder home">
      <HStack gap="2">
        <img src="/favicon.svg" width={32} height={32} alt="" />
        <Text fontWeight="bold" fontSize="xl" color="purple.800">
          Festival Finder
        </Text>
      </HStack>
    </Link>
  );
}

function CountBadge({ n }: { n: number }) {
  return (
    <Text as="span" fontSize="xs" bg="gray.100" color="gray.800" px="2" borderRadius="full">
      {n}
    </Text>
  );
}

export function SiteHeader() {
  const navigate = useNavigate();
  const categories = useCategories();
  const timeFilters = useTimeFilters();
  const regions = useRegions();
  const openPopup = useSetAtom(filterPopupAtom);
  const popup = useAtomValue(filterPopupAtom);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const chooseTime = (value: string) => {
    const tf = timeFilters.data?.find((t) => t.value === value);
    openPopup({ kind: 'time', value, label: tf?.label ?? value });
    void navigate({ to: '/', search: { timeFilter: value as TimeFilterValue } });
  };
  const chooseRegion = (value: string) => {
    const r = regions.data?.find((t) => t.value === value);
    openPopup({ kind: 'region', value, label: r?.label ?? value });
    void navigate({ to: '/', search: { region: value } });
  };

  return (
    <Box as="header" borderBottomWidth="1px" borderColor="gray.200" bg="white" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl" py="3">
        <Flex align="center" gap="4">
          <Logo />
          <HStack as="nav" aria-label="Main" gap="1" ml="4" display={{ base: 'none', lg: 'flex' }}>
            <Button asChild variant="ghost" size="sm">
              <Link to="/" onClick={clearSearchStorage}>
                Home
              </Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/upcoming">Upcoming</Link>
            </Button>
            <DeferredMenu
              minW="md"
              onSelect={(slug) => void navigate({ to: '/category/$slug', params: { slug } })}
              trigger={
                <Button variant="ghost" size="sm" data-testid="nav-categories">
                  Categories <span aria-hidden="true">▾</span>
                </Button>
              }
              content={(M) => (
                <>
                  <SimpleGrid columns={2} gap="1">
                    {(categories.data ?? []).map((c) => (
                      <M.Item key={c.slug} value={c.slug} justifyContent="space-between">
                        {c.name} <CountBadge n={categoryCount(c)} />
                      </M.Item>
                    ))}
                  </SimpleGrid>
                  {categories.isLoading && <Text p="2">Loading...</Text>}
                </>
              )}
            />
            <DeferredMenu
              minW="56"
              onSelect={chooseTime}
              trigger={
                <Button variant="ghost" size="sm" data-testid="nav-when">
                  When <span aria-hidden="true">▾</span>
                </Button>
              }
              content={(M) => (
                <>
                  {(timeFilters.data ?? []).slice(0, 6).map((t) => (
                    <M.Item key={t.value} value={t.value} justifyContent="space-between">
                      {t.label} <CountBadge n={t.count} />
                    </M.Item>
                  ))}
                  {timeFilters.isLoading && <Text p="2">Loading...</Text>}
                </>
              )}
            />
            <DeferredMenu
              minW="56"
              onSelect={chooseRegion}
              trigger={
                <Button variant="ghost" size="sm" data-testid="nav-where">
                  Where <span aria-hidden="true">▾</span>
                </Button>
              }
              content={(M) => (
                <>
                  {(regions.data ?? []).map((r) => (
                    <M.Item key={r.value} value={r.value} justifyContent="space-between">
                      {r.label} <CountBadge n={r.count} />
                    </M.Item>
                  ))}
                  {regions.isLoading && <Text p="2">Loading...</Text>}
                </>
              )}
            />
            <Button asChild variant="ghost" size="sm" display={{ base: 'none', md: 'inline-flex' }}>
              <Link to="/categories">All</Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/search">Search</Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/favorites">Favourites</Link>
            </Button>
          </HStack>
          <Box ml="auto" display="flex" alignItems="center" gap="2">
            <YearsChip />
            <Button
              variant="outline"
              size="sm"
              display={{ base: 'inline-flex', lg: 'none' }}
              aria-label="Open menu"
              aria-haspopup="dialog"
              onClick={() => setDrawerOpen(true)}
            >
              <span aria-hidden="true">☰</span> Menu
            </Button>
            {popup && (
              <Suspense fallback={null}>
                <FilterPopup />
              </Suspense>
            )}
            {drawerOpen && (
              <Suspense fallback={null}>
                <NavDrawer categories={categories.data ?? []} onClose={() => setDrawerOpen(false)} />
              </Suspense>
            )}
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
