import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListCategoriesQuery } from '../../../categories/queries/list-categories/list-categories.query';
import { UpcomingEventIdsQuery } from '../../../events/queries/upcoming-event-ids/upcoming-event-ids.query';
import { ListVenuesQuery } from '../../../venues/queries/list-venues/list-venues.query';
import { YearsSummaryQuery } from '../../../events/queries/years-summary/years-summary.query';
import { SitemapEntry, sitemapFile } from '../../application/sitemap';

/** How long categories, venues and years may lag behind in a kept sitemap. */
const KEPT_MS = 60_000;
const STATIC_PAGES = [
  '/',
  '/upcoming',
  '/categories',
  '/search',
  '/news',
  '/help',
  '/contact',
  '/privacy',
  '/terms',
  '/organiser-portal',
  '/submit-event',
  '/partner-with-us',
  '/embed',
  '/mobile-app',
];

/** Every public page: static pages, each category, each venue, each year with events (2020–2030), each published event. */
@Injectable()
export class SitemapService {
  /** The files made from one list of event ids (the read model hands out the same list until it changes). */
  private built: { eventIds: string[]; until: number; entries: SitemapEntry[]; files: Map<string, string | null> } | null = null;

  constructor(private readonly queries: QueryBus) {}

  /**
   * One sitemap file (see sitemapFile), made once per list of events and kept: crawlers and each health check ask for
   * it, and at 250,000 events it is six files of up to 50,000 URLs. Categories and venues show within KEPT_MS.
   */
  async file(origin: string, part: number | null): Promise<string | null> {
    const eventIds = await this.queries.execute(new UpcomingEventIdsQuery());
    let built = this.built;
    if (!built || built.eventIds !== eventIds || built.until <= Date.now()) {
      built = { eventIds, until: Date.now() + KEPT_MS, entries: await this.entries(eventIds), files: new Map() };
      this.built = built;
    }
    const key = `${origin} ${part}`; // the URLs inside name the origin
    if (!built.files.has(key)) built.files.set(key, sitemapFile(origin, built.entries, part));
    return built.files.get(key)!;
  }

  private async entries(eventIds: string[]): Promise<SitemapEntry[]> {
    const entries: SitemapEntry[] = STATIC_PAGES.map((path) => ({ path, changefreq: 'daily', priority: path === '/' ? 1 : 0.5 }));
    const categories = await this.queries.execute(new ListCategoriesQuery());
    for (const { slug } of categories) entries.push({ path: `/category/${slug}`, changefreq: 'daily', priority: 0.8 });
    const venues = await this.queries.execute(new ListVenuesQuery());
    for (const { slug } of venues) entries.push({ path: `/venue/${slug}`, changefreq: 'weekly', priority: 0.6 });
    const years = await this.queries.execute(new YearsSummaryQuery());
    for (const y of years) if (y.year >= 2020 && y.year <= 2030) entries.push({ path: `/${y.year}`, changefreq: 'weekly', priority: 0.6 });
    for (const id of eventIds) entries.push({ path: `/event/${encodeURIComponent(id)}`, changefreq: 'weekly', priority: 0.7 });
    return entries;
  }
}
