import { Query } from '@nestjs/cqrs';

export interface YearCount {
  year: number;
  count: number;
}

/** This year and later years that have upcoming events, with their counts. */
export class YearsSummaryQuery extends Query<YearCount[]> {}
