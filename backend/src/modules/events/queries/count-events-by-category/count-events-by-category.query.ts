import { Query } from '@nestjs/cqrs';

/** Event counts per category slug: upcoming published events, or published events in `year`. */
export class CountEventsByCategoryQuery extends Query<Record<string, number>> {
  constructor(readonly year?: number) {
    super();
  }
}
