import { Query } from '@nestjs/cqrs';

export interface CategoryView {
  id: string;
  slug: string;
  name: string;
  icon: string;
  color: string;
  description: string;
  eventCount: number;
  count: number;
}

/** Categories with the number of upcoming published events, or of events in `year`. */
export class ListCategoriesQuery extends Query<CategoryView[]> {
  constructor(readonly year?: number) {
    super();
  }
}
