import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListCategoriesQuery } from '../../../categories/queries/list-categories/list-categories.query';
import { ListEventsQuery } from '../../../events/queries/list-events/list-events.query';
import { ListVenuesQuery } from '../../../venues/queries/list-venues/list-venues.query';
import { YearsSummaryQuery } from '../../../events/queries/years-summary/years-summary.query';
import { SitemapEntry } from '../../application/sitemap';

const PAGE_SIZE = 100;
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
  constructor(private readonly queries: QueryBus) {}

  async entries(): Promise<SitemapEntry[]> {
    const entries: SitemapEntry[] = STATIC_PAGES.map((path) => ({ path, changefreq: 'daily', priority: path === '/' ? 1 : 0.5 }));
    const categories = await this.queries.execute(new ListCategoriesQuery());
    for (const { slug } of categories) entries.push({ path: `/category/${slug}`, changefreq: 'daily', priority: 0.8 });
    const venues = await this.queries.execute(new ListVenuesQuery());
    for (const { slug } of venues) entries.push({ path: `/venue/${slug}`, changefreq: 'weekly', priority: 0.6 });
    const years = await this.queries.execute(new YearsSummaryQuery());
    for (const y of years) if (y.year >= 2020 && y.year <= 2030) entries.push({ path: `/${y.year}`, changefreq: 'weekly', priority: 0.6 });
    for (let page = 1; ; page++) {
      const { events, total } = await this.queries.execute(new ListEventsQuery(page, PAGE_SIZE));
      for (const e of events) entries.push({ path: `/event/${encodeURIComponent(e.id)}`, changefreq: 'weekly', priority: 0.7 });
      if (events.length < PAGE_SIZE || page * PAGE_SIZE >= total) break;
    }
    return entries;
  }
}
