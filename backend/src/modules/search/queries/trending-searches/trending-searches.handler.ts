import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TrendingSearches } from '../../application/trending-searches';
import { TrendingSearchesAnswer, TrendingSearchesQuery } from './trending-searches.query';

@QueryHandler(TrendingSearchesQuery)
export class TrendingSearchesHandler implements IQueryHandler<TrendingSearchesQuery> {
  constructor(private readonly trending: TrendingSearches) {}

  async execute(): Promise<TrendingSearchesAnswer> {
    return { searches: await this.trending.terms() };
  }
}
