import { Query } from '@nestjs/cqrs';
import { EventPage } from '../../application/event-finder';
import { AccessToken } from '../../contracts/accessibility.schema';

export interface SearchEventsParams {
  q?: string;
  category?: string;
  location?: string;
  month?: string;
  priceRange?: string;
  sortBy?: 'relevance' | 'date' | 'price' | 'title';
  region?: string;
  timeFilter?: string;
  year?: number;
  /** Accessibility fact tokens that must all be stated 'yes'. */
  access?: AccessToken[];
  page: number;
  limit: number;
}

/** Standard (field) search: the /search page's standard tab, category blocks, year search. */
export class SearchEventsQuery extends Query<EventPage> {
  constructor(readonly params: SearchEventsParams) {
    super();
  }
}
