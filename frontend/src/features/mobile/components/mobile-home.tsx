import { Button, Drawer, Flex, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { CategoryIcon } from '../../../components/category-icon';
import { CategoryBadge } from '../../../components/category-badge';
import { EventImage } from '../../../components/event-image';
import { FavouriteButton } from '../../../components/favourite-button';
import { CATEGORIES, categoryName } from '../../../config/categories';
import { formatEventDate } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';
import { swipeDirection } from '../../../lib/tap';
import type { FestivalEvent } from '../../events/api/event.schema';
import { featuredEventsQueryOptions } from '../../events/api/get-featured-events';
import { upcomingEventsQueryOptions } from '../../events/api/get-upcoming-events';
import { searchEvents } from '../../events/api/search-events';
import { aiSearch } from '../../events/api/ai-search';
import { favouritesAtom } from '../../favourites/favourites.atoms';

const MOBILE_CATEGORIES = CATEGORIES.filter((c) => ['music', 'food-drink', 'arts-culture', 'family', 'classical', 'folk'].includes(c.slug));
const FILTERS = ['This Week', 'Free Events', 'This Weekend', 'Nearby'];
const TRENDING = ['Glastonbury', 'Edinburgh', 'food festival', 'jazz', 'family weekend', 'folk'];
type Tab = 'home' | 'search' | 'favorites';

export function localFilter(events: FestivalEvent[], q: string): FestivalEvent[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return events;
  return events.filter((e) => [e.title, e.description, e.category, e.location, e.city].some((f) => f?.toLowerCase().includes(needle)));
}

function MobileCard({ event, onOpen }: { event: FestivalEvent; onOpen: (e: FestivalEvent) => void }) {
  // Plain elements + CSS classes (styles.css): up to nine cards render on the first data, and Chakra's per-element
  // style resolution made that render a long task on slow phones.
  return (
    <article className="ff-mcard" data-testid="mobile-event-card">
      <div className="ff-mcard-img"><EventImage src={event.imageUrl} category={event.category} alt={event.title} height="72px" rounded="8px" /></div>
      <div className="ff-mcard-body">
        <p className="ff-mcard-title"><Link to="/event/$id" params={{ id: event.id }}>{event.title}</Link></p>
        <p className="ff-mcard-meta">{formatEventDate(event.startDate)} · {event.city}</p>
        <div className="ff-mcard-row">
          <p className="ff-mcard-price">{formatPrice(event.price, 'mobile')}</p>
          <button type="button" className="ff-mcard-quick" onClick={() => onOpen(event)}>Quick view<span className="visually-hidden"> of {event.title}</span></button>
        </div>
      </div>
      <FavouriteButton id={event.id} title={event.title} size="xs" />
    </article>
  );
}

/** Card-sized placeholders so the lists below do not jump when data arrives. */
function CardPlaceholders({ count, label }: { count: number; label: string }) {
  return (
    <div className="ff-placeholders" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="ff-placeholder" />
      ))}
    </div>
  );
}

export default function MobileHome() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const urlSearch = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tab: Tab = pathname.startsWith('/search') ? 'search' : pathname.startsWith('/favorites') ? 'favorites' : 'home';
  const routeCategory = /^\/categor(?:y|ies)\/([^/]+)/.exec(pathname)?.[1];
  const [query, setQuery] = useState(typeof urlSearch.q === 'string' ? urlSearch.q : '');
  const [activeFilters, setActiveFilters] = useState<string[]>([]);
  const [showFilters, setShowFilters] = useState(false);
  const [sheet, setSheetState] = useState<FestivalEvent | null>(null);
  // The bottom sheet (a Chakra drawer) mounts on first use, not during start-up.
  const [sheetUsed, setSheetUsed] = useState(false);
  const setSheet = (e: FestivalEvent | null) => {
    if (e) setSheetUsed(true);
    setSheetState(e);
  };
  const [pull, setPull] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const favourites = useAtomValue(favouritesAtom);

  const featured = useQuery(featuredEventsQueryOptions());
  const upcoming = useQuery(upcomingEventsQueryOptions(12));
  // The first lists render as a transition (time-sliced) rather than inside the query's synchronous update.
  const featuredList = useDeferredValue(featured.data);
  const upcomingList = useDeferredValue(upcoming.data);
  const submitted = typeof urlSearch.q === 'string' ? urlSearch.q : '';
  const category = routeCategory ?? (typeof urlSearch.category === 'string' ? urlSearch.category : '');
  const all = useMemo(() => {
    const seen = new Set<string>();
    return [...(featured.data ?? []), ...(upcoming.data ?? [])].filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)));
  }, [featured.data, upcoming.data]);

  // AI search first, then the basic search, then a local filter of what is already loaded (spec 7, mobile).
  const results = useQuery({
    queryKey: ['mobile-search', submitted, category],
    enabled: Boolean(submitted || category),
    retry: false,
    queryFn: async (): Promise<{ events: FestivalEvent[]; suggestions: string[] }> => {
      if (submitted) {
        try {
          const ai = await aiSearch(submitted);
          return { events: category ? ai.events.filter((e) => e.category === category) : ai.events, suggestions: ai.suggestions };
        } catch {
          /* fall through to the basic search */
        }
      }
      try {
        return { events: (await searchEvents({ q: submitted || undefined, category: category || undefined, sortBy: submitted ? 'relevance' : 'date' })).events, suggestions: [] };
      } catch {
        return { events: localFilter(all, submitted || category), suggestions: [] };
      }
    },
  });
  const upcomingView = pathname === '/upcoming' || pathname === '/trending';
  const showResults = tab === 'search' || Boolean(category) || upcomingView;
  const resultList = submitted || category ? results.data?.events : upcomingView ? upcoming.data : tab === 'search' ? all : undefined;

  const setTab = (t: Tab) => void navigate({ to: t === 'home' ? '/' : t === 'search' ? '/search' : '/favorites' });
  const runSearch = (q: string) => void navigate({ to: '/search', search: { q: q.trim() || undefined } });

  return (
    // The part a visitor sees first is plain elements + CSS classes (styles.css, `.ff-m*`): it re-renders on every
    // query update while the page starts, and Chakra's run-time styles made each of those renders a long task.
    <div
      onTouchStart={(e) => { touchStart.current = { x: e.touches[0].clientX, y: e.touches[0].clientY }; }}
      onTouchMove={(e) => { if (touchStart.current && window.scrollY === 0) setPull(Math.max(0, e.touches[0].clientY - touchStart.current.y)); }}
      onTouchEnd={(e) => {
        const s = touchStart.current;
        if (s) {
          const t = e.changedTouches[0];
          const dir = swipeDirection(t.clientX - s.x, t.clientY - s.y);
          const order: Tab[] = ['home', 'search', 'favorites'];
          const i = order.indexOf(tab);
          if (dir === 'left' && i < 2) setTab(order[i + 1]);
          if (dir === 'right' && i > 0) setTab(order[i - 1]);
          if (pull >= 100) void queryClient.invalidateQueries();
        }
        touchStart.current = null;
        setPull(0);
      }}
    >
      {pull > 20 && <p className="ff-mpull">{pull >= 100 ? 'Release to refresh' : 'Pull to refresh'}</p>}
      <div className="ff-mhero">
        <h1>Find Festivals</h1>
        <form role="search" aria-label="Find festivals" onSubmit={(e) => { e.preventDefault(); runSearch(query); }}>
          <div className="ff-mhero-row">
            <label htmlFor="mobile-q" className="visually-hidden">Search festivals</label>
            <input id="mobile-q" className="ff-minput" value={query} placeholder="Search festivals, cities…"
              onChange={(e) => { setQuery(e.target.value); if (tab !== 'search') setTab('search'); }} />
            <button type="submit" className="ff-mgo">Go</button>
          </div>
        </form>
      </div>
      <nav aria-label="Views" className="ff-mtabs">
        {(['home', 'search', 'favorites'] as const).map((t) => (
          <button key={t} type="button" className={tab === t ? 'ff-mtab ff-mtab-on' : 'ff-mtab'} aria-current={tab === t ? 'page' : undefined} onClick={() => setTab(t)}>
            {t === 'home' ? 'Home' : t === 'search' ? 'Search' : 'Favorites'}
          </button>
        ))}
      </nav>
      <div className="ff-mstack">
        <div>
          <button type="button" className="ff-mbtn-outline" onClick={() => setShowFilters((s) => !s)} aria-expanded={showFilters}>{showFilters ? 'Hide Filters' : 'Show Filters'}</button>
          {showFilters && (
            <Flex gap="2" wrap="wrap" mt="2" data-testid="mobile-filters">
              {FILTERS.map((f) => {
                const on = activeFilters.includes(f);
                return (
                  <Button key={f} size="sm" variant={on ? 'solid' : 'outline'} colorPalette="purple" aria-pressed={on}
                    onClick={() => setActiveFilters((a) => (on ? a.filter((x) => x !== f) : [...a, f]))}>{f}</Button>
                );
              })}
            </Flex>
          )}
        </div>
        {tab === 'favorites' ? (
          <Stack gap="3">
            <Heading as="h2" size="lg">Saved</Heading>
            {favourites.length === 0 ? <Text>No saved festivals yet.</Text> : all.filter((e) => favourites.includes(e.id)).map((e) => <MobileCard key={e.id} event={e} onOpen={setSheet} />)}
          </Stack>
        ) : showResults ? (
          <Stack gap="3" data-testid="mobile-results">
            <HStack justify="space-between">
              <Heading as="h2" size="lg">{results.isLoading ? 'Searching…' : resultList && resultList.length > 0 ? `Results (${resultList.length})` : 'No Results'}</Heading>
              <Button size="sm" variant="outline" onClick={() => setTab('home')}>Back</Button>
            </HStack>
            {category && <Text fontSize="sm" color="gray.700">Category: {categoryName(category)}</Text>}
            {(results.data?.suggestions ?? []).length > 0 && (
              <Flex gap="2" wrap="wrap" aria-label="Try also">
                {results.data!.suggestions.map((s) => (
                  <Button key={s} size="xs" variant="subtle" borderRadius="full" onClick={() => runSearch(s)}>{s}</Button>
                ))}
              </Flex>
            )}
            {(resultList ?? []).map((e) => <MobileCard key={e.id} event={e} onOpen={setSheet} />)}
          </Stack>
        ) : (
          <>
            <div>
              <h2 className="ff-mh2 ff-mh2-gap">Categories</h2>
              <div className="ff-mgrid">
                {MOBILE_CATEGORIES.slice(0, pathname === '/categories' ? 6 : 4).map((c) => (
                  <Link key={c.slug} to="/search" search={{ category: c.slug }} style={{ background: c.gradient, color: '#fff', borderRadius: 12, padding: '14px 12px', fontWeight: 700, minHeight: 44 }}>
                    <CategoryIcon slug={c.slug} size={16} /> {c.name}
                  </Link>
                ))}
              </div>
            </div>
            <div>
              <h2 className="ff-mh3">Trending searches</h2>
              <div className="ff-mchips">
                {TRENDING.map((t) => <button key={t} type="button" className="ff-mchip" onClick={() => runSearch(t)}>{t}</button>)}
              </div>
            </div>
            <div className="ff-mlist" data-testid="mobile-featured">
              <h2 className="ff-mh2">Featured Events</h2>
              {(featured.isLoading || (featured.data && !featuredList)) && <CardPlaceholders count={3} label="Loading featured events..." />}
              {(featuredList ?? []).slice(0, 3).map((e) => <MobileCard key={e.id} event={e} onOpen={setSheet} />)}
            </div>
            <div className="ff-mlist" data-testid="mobile-upcoming">
              <h2 className="ff-mh2">Upcoming Events</h2>
              {(upcoming.isLoading || (upcoming.data && !upcomingList)) && <CardPlaceholders count={6} label="Loading upcoming events..." />}
              {(upcomingList ?? []).slice(0, 6).map((e) => <MobileCard key={e.id} event={e} onOpen={setSheet} />)}
              <Link to="/upcoming" className="ff-mbtn-outline ff-mbtn-purple">View All Upcoming Events</Link>
            </div>
          </>
        )}
      </div>
      {sheetUsed && <Drawer.Root open={Boolean(sheet)} onOpenChange={(d) => !d.open && setSheet(null)} placement="bottom">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content borderTopRadius="2xl" maxH="85vh" data-testid="bottom-sheet">
              {sheet && (
                <>
                  <Drawer.Header><Drawer.Title>{sheet.title}</Drawer.Title></Drawer.Header>
                  <Drawer.Body>
                    <EventImage src={sheet.imageUrl} category={sheet.category} alt={sheet.title} height="180px" rounded="12px" />
                    <Stack mt="3" gap="2">
                      <CategoryBadge slug={sheet.category} />
                      {sheet.description && <Text fontSize="sm">{sheet.description}</Text>}
                      <Text fontSize="sm"><strong>Date:</strong> {formatEventDate(sheet.startDate)}</Text>
                      <Text fontSize="sm"><strong>Location:</strong> {[sheet.location, sheet.city].filter(Boolean).join(', ')}</Text>
                      <Text fontSize="sm"><strong>Price:</strong> {formatPrice(sheet.price, 'mobile')}</Text>
                    </Stack>
                  </Drawer.Body>
                  <Drawer.Footer>
                    <Button asChild variant="outline"><Link to="/event/$id" params={{ id: sheet.id }}>Details</Link></Button>
                    {sheet.ticketUrl && <Button asChild colorPalette="purple"><a href={sheet.ticketUrl} target="_blank" rel="noopener noreferrer">Buy Tickets</a></Button>}
                  </Drawer.Footer>
                  <Drawer.CloseTrigger asChild><Button size="sm" variant="ghost" position="absolute" top="2" right="2" aria-label="Close">✕</Button></Drawer.CloseTrigger>
                </>
              )}
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>}
    </div>
  );
}
