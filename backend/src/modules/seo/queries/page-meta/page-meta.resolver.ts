import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error';
import { CategoryView, ListCategoriesQuery } from '../../../categories/queries/list-categories/list-categories.query';
import { YearsSummaryQuery } from '../../../events/queries/years-summary/years-summary.query';
import { ExpiredEventQuery } from '../../../events/queries/expired-event/expired-event.query';
import { GetEventQuery } from '../../../events/queries/get-event/get-event.query';
import { EventCoverQuery } from '../../../images/queries/event-cover/event-cover.query';
import { GetNewsItemQuery } from '../../../news/queries/get-news-item/get-news-item.query';
import { eventJsonLd } from '../../application/event-json-ld';
import type { InitialDataEntry } from '../../application/initial-data';
import { eventPictureUrl } from '../../application/first-paint';
import { PageMeta, truncate } from '../../application/html-head';
import { ADMIN_PATHS } from '../../application/sitemap';
import { datesLine } from '../../../events/contracts/expected-dates';
import { FeaturedEventsQuery } from '../../../events/queries/featured-events/featured-events.query';
import { SearchEventsQuery } from '../../../events/queries/search-events/search-events.query';
import type { EventView } from '../../../events/contracts/event-view';
import { SmartSearchQuery } from '../../../search/queries/smart-search/smart-search.query';
import { searchFeedTitle } from '../../../feeds/contracts/search-title';
import { canonicalPath, countedTitle } from '../../contracts/share-links';
import { REPLY_PROMISE } from '../../../contact/contracts/reply-promise';
import { TrendingSearchesQuery } from '../../../search/queries/trending-searches/trending-searches.query';

export interface ResolvedPage {
  status: number;
  meta: Omit<PageMeta, 'canonical'> & { canonicalPath: string; heading?: string };
  /** Which built page to serve: the public SPA or the admin entry. */
  entry: 'public' | 'admin';
  /** Answers the page's first route would fetch, put in the page (application/initial-data.ts). */
  initialData?: InitialDataEntry[];
  /** The picture the page leads with, as the app shows it (drawn in the first paint). */
  leadImage?: string;
  /** The home page's first featured events, drawn in the first paint (carousel slide on a desktop, mobile cards). */
  homeFeatured?: EventView[];
  /** The mobile home's category tiles, drawn in the first paint. */
  homeTiles?: { slug: string; name: string }[];
  /** What visitors search most lately (the mobile home's chips; empty until enough have searched). */
  homeTrending?: string[];
}

const SITE = 'Festival Finder';
/** Slides the home carousel shows (frontend/src/lib/home-lists.ts CAROUSEL_SLIDES). */
const CAROUSEL_SLIDES = 6;
/** Category tiles and featured cards on the mobile home (frontend/src/features/mobile/components/). */
const MOBILE_HOME_TILES = 4;
const MOBILE_FEATURED = 3;
const DEFAULT_DESCRIPTION =
  'Discover music, food, arts and family festivals across the UK. Search by date, region and category, and find official ticket links.';
const KEYWORDS = ['UK festivals', 'music festivals', 'food festivals', 'arts festivals', 'family days out', 'festival tickets'];

const STATIC: Record<string, { title: string; description: string; noindex?: boolean }> = {
  '/': { title: `${SITE} – Discover Amazing Festivals Across the UK`, description: DEFAULT_DESCRIPTION },
  '/upcoming': {
    title: `Upcoming Festivals in the UK | ${SITE}`,
    description: 'Every upcoming festival across the UK, soonest first, with dates, prices and ticket links.',
  },
  '/categories': {
    title: `Festival Categories | ${SITE}`,
    description: 'Browse UK festivals by category: music, food & drink, arts & culture, family, classical, folk and more.',
  },
  '/trending': { title: `Trending Festivals | ${SITE}`, description: DEFAULT_DESCRIPTION },
  '/favorites': { title: `Saved Festivals | ${SITE}`, description: 'Festivals you saved on this device.', noindex: true },
  '/search': { title: `Search Festivals | ${SITE}`, description: 'Search UK festivals in plain words or by keyword, location and category.' },
  '/news': { title: `Festival News | ${SITE}`, description: 'Line-up announcements and news from festivals across the UK.' },
  '/help': {
    title: `Help Centre | ${SITE}`,
    description: 'Guides and answers for finding UK festivals with Festival Finder: search, event information, travel and newsletters.',
  },
  '/contact': {
    title: `Contact Us | ${SITE}`,
    description: `Advertising, partnership or general enquiries: send us a message and we will reply ${REPLY_PROMISE}.`,
  },
  '/privacy': {
    title: `Privacy Policy | ${SITE}`,
    description: 'How Festival Finder collects, uses and protects your personal data, and your rights under the GDPR.',
  },
  '/terms': {
    title: `Terms of Service | ${SITE}`,
    description: 'The terms that apply when you use Festival Finder, governed by the law of England and Wales.',
  },
  '/organiser-portal': {
    title: `Organiser Portal – Coming Soon | ${SITE}`,
    description: 'Manage your festival listings and see how visitors find you. Sign up for early access.',
  },
  '/submit-event': {
    title: `Submit an Event – Coming Soon | ${SITE}`,
    description: 'Running a festival we have missed? Sign up to be told when event submission opens.',
  },
  '/partner-with-us': {
    title: `Partner with Us – Coming Soon | ${SITE}`,
    description: 'Ticketing platforms, tourism boards and media partners: work with Festival Finder.',
  },
  '/embed': {
    title: `Embed Festivals on Your Site | ${SITE}`,
    description: 'Show a Festival Finder list or search on your own website: pick it, preview it, copy the snippet.',
  },
  '/ai-discovery': {
    title: `AI Festival Discovery | ${SITE}`,
    description: 'Describe the festival you are looking for in your own words and let Festival Finder find it.',
  },
  // the pages alert mails lead to (search alerts): personal, never indexed
  '/alerts/confirm': { title: `Confirm your alert | ${SITE}`, description: 'Confirm your Festival Finder e-mail alert.', noindex: true },
  '/alerts/manage': { title: `Your e-mail alerts | ${SITE}`, description: 'Pause or remove your Festival Finder e-mail alerts.', noindex: true },
  '/alerts/unsubscribe': { title: `Stop this alert | ${SITE}`, description: 'Stop a Festival Finder e-mail alert.', noindex: true },
  '/mobile-app': {
    title: `Mobile App – Coming Soon | ${SITE}`,
    description: 'Your festival calendar in your pocket. Sign up for early access to the Festival Finder app.',
  },
};

export function isAdminPath(path: string): boolean {
  return ADMIN_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

function notFound(path: string): ResolvedPage {
  return {
    status: 404,
    entry: 'public',
    meta: { title: `Page Not Found | ${SITE}`, description: `We couldn't find ${path} on Festival Finder.`, canonicalPath: path, noindex: true },
  };
}

const page = (canonicalPath: string, title: string, description: string, extra: Partial<ResolvedPage['meta']> = {}, status = 200): ResolvedPage => ({
  status,
  entry: 'public',
  meta: { title, description, canonicalPath, keywords: KEYWORDS, ...extra },
});

/** Works out status, title, description and structured data of a public path from the read model. */
@Injectable()
export class PageMetaResolver {
  constructor(private readonly queries: QueryBus) {}

  async resolve(rawPath: string, query: Record<string, unknown>, origin: string): Promise<ResolvedPage> {
    const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    return this.resolveMeta(path, query, origin);
  }

  private async resolveMeta(path: string, query: Record<string, unknown>, origin: string): Promise<ResolvedPage> {
    if (isAdminPath(path))
      return {
        status: 200,
        entry: 'admin',
        meta: { title: `Admin | ${SITE}`, description: 'Festival Finder administration.', canonicalPath: path, noindex: true },
      };

    const fixed = STATIC[path];
    if (fixed) {
      const q = typeof query.q === 'string' ? query.q.trim() : '';
      if (path === '/search') {
        const found = await this.search(query, origin).catch((error: unknown) => {
          // A query the API refuses (too long, unknown filter) gets the plain search page, as before.
          if (error instanceof DomainError && error.kind === 'invalid') return null;
          throw error;
        });
        if (found) return found;
        if (q) return page(path, `Search: ${q} | ${SITE}`, `Festivals matching "${q}" across the UK.`, { noindex: true });
      }
      if (path === '/' && !q) {
        const list = await this.homeList(query, origin);
        if (list) return { ...list, ...(await this.homeFirstScreen()) };
      }
      const resolved = page(path, fixed.title, fixed.description, {
        noindex: fixed.noindex,
        heading: path === '/' ? 'Discover Amazing Festivals Across the UK' : undefined,
      });
      return path === '/' && !q ? { ...resolved, ...(await this.homeFirstScreen()) } : resolved;
    }

    const segments = path
      .split('/')
      .filter(Boolean)
      .map((s) => safeDecode(s));
    const [first, second, third] = segments;

    if ((first === 'event' || first === 'events') && segments.length === 2) return this.event(second, origin);
    if (first === 'og' && second === 'event' && segments.length === 3) return this.event(third, origin);
    if (first === 'expired-event' && segments.length === 2) return this.expired(second);
    if (first === 'news' && segments.length === 2) return this.news(second, origin);
    if ((first === 'category' || first === 'categories') && segments.length === 2) return this.category(second, path);
    if (segments.length === 1 && (await this.categorySlugs()).has(first)) return this.category(first, path);
    if (/^\d+$/.test(first ?? '') && (segments.length === 1 || (segments.length === 2 && (second === 'search' || second === 'categories')))) {
      return this.year(Number(first), first, path, second);
    }
    return notFound(path);
  }

  /**
   * A search page's link preview, from the same read-model answer the page shows: "12 folk festivals in Scotland next
   * summer" (the count and the visitor's own words), the first results named, the top result's picture. Smart Search
   * (the default tab) asks the same question as the page's first request (page 1, the API's default size), so the
   * answer is the one the page then gets from the smart search's memo; the standard tab counts its filters' matches.
   */
  private async search(query: Record<string, unknown>, origin: string): Promise<ResolvedPage | null> {
    const text = (key: string) => (typeof query[key] === 'string' ? (query[key] as string).trim().slice(0, 200) : '');
    const [q, location, category] = [text('q'), text('location'), text('category')];
    const canonical = canonicalPath('/search', query);
    if (text('mode') === 'standard') {
      if (!q && !location && !category) return null;
      const answer = await this.queries.execute(
        new SearchEventsQuery({
          q: q || undefined,
          location: location || undefined,
          category: category || undefined,
          sortBy: q ? 'relevance' : 'date',
          page: 1,
          limit: 24,
        }),
      );
      const categoryName = category ? await this.categoryName(category) : undefined;
      const phrase = searchFeedTitle({ q: q || undefined, location: location || undefined }, categoryName);
      return this.resultsPage(canonical, countedTitle(answer.total, phrase), answer.total, answer.events, origin);
    }
    if (!q) return null;
    const answer = await this.queries.execute(new SmartSearchQuery({ q, page: 1, limit: 24 }));
    // Nothing met every part of the query: the page shows the nearest events under a notice; the preview says so.
    if (answer.relaxed.length) {
      const title = countedTitle(0, q);
      return this.resultsPage(canonical, title, 0, [], origin, answer.notice ?? undefined);
    }
    return this.resultsPage(canonical, countedTitle(answer.total, q), answer.total, answer.events, origin);
  }

  /** Home filtered to a region or a time filter (Explore by Region, the quick time filters): counted like a search. */
  private async homeList(query: Record<string, unknown>, origin: string): Promise<ResolvedPage | null> {
    const region = typeof query.region === 'string' ? query.region.trim() : '';
    const timeFilter = typeof query.timeFilter === 'string' ? query.timeFilter.trim() : '';
    if (!region && !timeFilter) return null;
    try {
      const answer = await this.queries.execute(
        new SearchEventsQuery({ region: region || undefined, timeFilter: timeFilter || undefined, sortBy: 'date', page: 1, limit: 24 }),
      );
      const phrase = searchFeedTitle({ region: region || undefined, timeFilter: timeFilter || undefined }, undefined);
      return this.resultsPage(canonicalPath('/', query), countedTitle(answer.total, phrase), answer.total, answer.events, origin, undefined, false);
    } catch (error) {
      // An unknown region or time filter is the plain home page, as the app shows it.
      if (error instanceof DomainError && error.kind === 'invalid') return null;
      throw error;
    }
  }

  private async resultsPage(
    canonical: string,
    title: string,
    total: number,
    events: EventView[],
    origin: string,
    notice?: string,
    noindex = true,
  ): Promise<ResolvedPage> {
    const first = events.slice(0, 3).map((e) => e.title);
    const more = total - first.length;
    const named = first.length ? ` ${first.join(', ')}${more > 0 ? ` and ${more.toLocaleString('en-GB')} more` : ''}.` : '';
    const description = total
      ? `${title} on Festival Finder:${named}`
      : `${notice ?? 'Nothing listed yet.'} Follow this search on Festival Finder to hear when new events are announced.`;
    const lead = events[0];
    const image = lead ? (absolute(lead.imageUrl, origin) ?? (await this.coverUrl(lead.id, origin))) : undefined;
    return page(canonical, `${title} | ${SITE}`, description, {
      noindex,
      image,
      imageAlt: lead ? `${lead.title}, the first of ${title.charAt(0).toLowerCase()}${title.slice(1)}` : undefined,
    });
  }

  private async categoryName(slug: string): Promise<string | undefined> {
    const categories: CategoryView[] = await this.queries.execute(new ListCategoriesQuery());
    return categories.find((c) => c.slug === slug || c.name.toLowerCase() === slug.toLowerCase())?.name;
  }

  private async event(id: string, origin: string): Promise<ResolvedPage> {
    const canonicalPath = `/event/${encodeURIComponent(id)}`;
    try {
      const event = await this.queries.execute(new GetEventQuery(id));
      const own = absolute(event.imageUrl, origin);
      // Without a picture of its own, the event's generated cover (a PNG: link previews do not show SVG), pinned to
      // its current version so crawlers may cache it for good.
      const image = own ?? (await this.coverUrl(event.id, origin));
      const imageAlt = own ? event.title : `${event.categoryName} festival cover for ${event.title}`;
      const where = [event.venue, event.city].filter(Boolean).join(', ');
      const when = datesLine(event);
      const description = `${when}${where ? ` · ${where}` : ''}. ${event.description}`;
      const resolved = page(canonicalPath, `${event.title} | ${SITE}`, description, {
        image,
        imageAlt,
        type: 'article',
        jsonLd: eventJsonLd(event, origin + canonicalPath, image),
        keywords: [event.title, event.categoryName, event.city, event.regionName, ...event.tags].filter(Boolean),
      });
      // The event page's own query (key as in frontend/src/lib/api/events/get-event.ts): it renders without a second trip.
      return { ...resolved, initialData: [{ key: ['/api/events', id], data: event }], leadImage: eventPictureUrl(event.id, event.imageUrl) };
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'gone') {
        return page(`/expired-event/${encodeURIComponent(id)}`, `Event Has Ended | ${SITE}`, error.message, { noindex: true }, 410);
      }
      if (error instanceof DomainError && (error.kind === 'not-found' || error.kind === 'invalid')) {
        return page(canonicalPath, `Event Not Found | ${SITE}`, "Sorry, we couldn't find the event you're looking for.", { noindex: true }, 404);
      }
      throw error;
    }
  }

  /**
   * The featured events the home carousel shows first (key as in frontend/src/lib/api/events/get-featured-events.ts),
   * so it renders without a second trip, and its first slide for the first paint.
   */
  private async featured(): Promise<Pick<ResolvedPage, 'initialData' | 'homeFeatured'>> {
    const events = await this.queries.execute(new FeaturedEventsQuery());
    if (!events.length) return {};
    return {
      initialData: [{ key: ['/api/events/featured', 'carousel'], data: events.slice(0, CAROUSEL_SLIDES) }],
      homeFeatured: events.slice(0, MOBILE_FEATURED),
    };
  }

  /** What the home page's first screen draws and its first route would fetch: featured events, tiles, trending searches. */
  private async homeFirstScreen(): Promise<Pick<ResolvedPage, 'initialData' | 'homeFeatured' | 'homeTiles' | 'homeTrending'>> {
    const [featured, homeTiles, trending] = await Promise.all([this.featured(), this.homeTiles(), this.queries.execute(new TrendingSearchesQuery())]);
    // Key as in frontend/src/lib/api/search/get-trending-searches.ts.
    const initialData = [...(featured.initialData ?? []), { key: ['/api/search/trending'], data: trending }];
    return { ...featured, initialData, homeTiles, homeTrending: trending.searches };
  }

  /** The first four categories, as the mobile home's tiles show them. */
  private async homeTiles(): Promise<{ slug: string; name: string }[]> {
    const categories: CategoryView[] = await this.queries.execute(new ListCategoriesQuery());
    return categories.slice(0, MOBILE_HOME_TILES).map((c) => ({ slug: c.slug, name: c.name }));
  }

  private async coverUrl(id: string, origin: string): Promise<string> {
    const cover = await this.queries.execute(new EventCoverQuery(id, 'svg'));
    return `${origin}/api/events/${encodeURIComponent(id)}/cover.png?v=${cover.etag.replace(/^"svg-|"$/g, '')}`;
  }

  private async expired(id: string): Promise<ResolvedPage> {
    const canonicalPath = `/expired-event/${encodeURIComponent(id)}`;
    try {
      const answer = await this.queries.execute(new ExpiredEventQuery(id));
      return page(canonicalPath, `${answer.event.title} has ended | ${SITE}`, `${answer.event.title} is over. Here are similar festivals you might love.`, {
        noindex: true,
      });
    } catch (error) {
      if (error instanceof DomainError && (error.kind === 'not-found' || error.kind === 'invalid')) {
        return page(canonicalPath, `Event Not Found | ${SITE}`, "Sorry, we couldn't find the event you're looking for.", { noindex: true }, 404);
      }
      throw error;
    }
  }

  private async news(id: string, origin: string): Promise<ResolvedPage> {
    const canonicalPath = `/news/${encodeURIComponent(id)}`;
    try {
      const item = await this.queries.execute(new GetNewsItemQuery(id));
      return page(canonicalPath, `${item.title} | ${SITE}`, item.summary || truncate(item.content, 200), {
        type: 'article',
        image: absolute(item.imageUrl, origin) ?? undefined,
        imageAlt: item.title,
      });
    } catch (error) {
      if (error instanceof DomainError && (error.kind === 'not-found' || error.kind === 'invalid')) return notFound(canonicalPath);
      throw error;
    }
  }

  /** Categories are data (the catalogue read model), so a category added in the back office gets its pages at once. */
  private async categorySlugs(): Promise<Set<string>> {
    const categories: CategoryView[] = await this.queries.execute(new ListCategoriesQuery());
    return new Set(categories.map((c) => c.slug));
  }

  private async category(slug: string, path: string): Promise<ResolvedPage> {
    const categories: CategoryView[] = await this.queries.execute(new ListCategoriesQuery());
    const category = categories.find((c) => c.slug === slug);
    if (!category) {
      return page(path, `Category Not Found | ${SITE}`, `"${slug}" is not one of our festival categories.`, { noindex: true }, 404);
    }
    const name = category.name;
    const count = category.eventCount;
    return page(
      `/category/${slug}`,
      `${name} Festivals in the UK | ${SITE}`,
      `${count} upcoming ${name} ${count === 1 ? 'event' : 'events'} across the UK. ${category.description}`.trim(),
      {
        keywords: [`${name} festivals`, 'UK festivals', name],
      },
    );
  }

  private async year(year: number, segment: string, path: string, sub?: string): Promise<ResolvedPage> {
    if (year < 2020 || year > 2030 || segment.length !== 4) {
      return page(path, `Invalid Year | ${SITE}`, 'We list festivals for the years 2020 to 2030.', { noindex: true }, 404);
    }
    const years = await this.queries.execute(new YearsSummaryQuery());
    const count = years.find((y) => y.year === year)?.count ?? 0;
    const title =
      sub === 'search'
        ? `Search ${year} Festivals | ${SITE}`
        : sub === 'categories'
          ? `${year} Festival Categories | ${SITE}`
          : `${year} Festivals in the UK | ${SITE}`;
    return page(
      `/${year}${sub ? `/${sub}` : ''}`,
      title,
      `${count} ${count === 1 ? 'festival' : 'festivals'} across the UK in ${year}: dates, categories and ticket links.`,
      {
        noindex: sub === 'search',
      },
    );
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function absolute(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url.replace(/^http:\/\//i, 'https://');
  if (url.startsWith('/') && !url.startsWith('//')) return origin + url;
  return null;
}
