import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { RouterSiteLink } from '../../../components/router-site-link';
import { categoriesQueryOptions } from '../../../lib/api/categories/get-categories';
import type { FestivalEvent } from '../../../lib/api/api-contracts.gen';
import { featuredEventsQueryOptions } from '../../../lib/api/events/get-featured-events';
import { upcomingEventsQueryOptions } from '../../../lib/api/events/get-upcoming-events';
import { trendingSearchesQueryOptions } from '../../../lib/api/search/get-trending-searches';
import { withoutIds } from '../../../lib/home-lists';
import { CardPlaceholders, MobileEventCard } from './mobile-event-card';
import { CategoryTiles, TrendingSearches } from './mobile-home-tiles';

/** Category tiles (the back office's first categories), trending searches, featured and upcoming events. */
export function MobileHomeSections({ tiles, onOpen }: { tiles: number; onOpen: (e: FestivalEvent) => void }) {
  const categories = useQuery(categoriesQueryOptions());
  const featured = useQuery(featuredEventsQueryOptions());
  const upcoming = useQuery(upcomingEventsQueryOptions(12));
  const trending = useQuery(trendingSearchesQueryOptions()).data ?? [];
  // The first lists render as a transition (time-sliced) rather than inside the query's synchronous update.
  const featuredList = useDeferredValue(featured.data);
  const upcomingList = useDeferredValue(upcoming.data);
  const featuredShown = (featuredList ?? []).slice(0, 3);
  // Upcoming leaves out the featured events just above it.
  const upcomingShown = withoutIds(upcomingList ?? [], new Set(featuredShown.map((e) => e.id))).slice(0, 6);
  return (
    <>
      <CategoryTiles categories={(categories.data ?? []).slice(0, tiles)} Link={RouterSiteLink}>
        {/* Same-sized tiles while the categories load, so the sections below do not jump down when they arrive. */}
        {categories.isLoading &&
          Array.from({ length: tiles }, (_, i) => (
            <div key={i} aria-hidden="true" style={{ background: '#f4f4f5', borderRadius: 12, padding: '14px 12px', fontWeight: 700, minHeight: 44 }}>
              &nbsp;
            </div>
          ))}
      </CategoryTiles>
      <TrendingSearches searches={trending} Link={RouterSiteLink} />
      <div className="ff-mlist" data-testid="mobile-featured">
        <h2 className="ff-mh2">Featured Events</h2>
        {(featured.isLoading || (featured.data && !featuredList)) && <CardPlaceholders count={3} label="Loading featured events..." />}
        {featuredShown.map((e) => (
          <MobileEventCard key={e.id} event={e} onOpen={onOpen} />
        ))}
      </div>
      <div className="ff-mlist" data-testid="mobile-upcoming">
        <h2 className="ff-mh2">Upcoming Events</h2>
        {(upcoming.isLoading || (upcoming.data && !upcomingList)) && <CardPlaceholders count={6} label="Loading upcoming events..." />}
        {upcomingShown.map((e) => (
          <MobileEventCard key={e.id} event={e} onOpen={onOpen} />
        ))}
        <RouterSiteLink to="/upcoming" className="ff-mbtn-outline ff-mbtn-purple">
          View All Upcoming Events
        </RouterSiteLink>
      </div>
    </>
  );
}
