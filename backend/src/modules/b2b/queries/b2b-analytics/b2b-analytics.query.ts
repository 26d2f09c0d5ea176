import { Query } from '@nestjs/cqrs';
import { B2bAnalytics } from '../../contracts/b2b-marketing.schemas';

/** Counts over the stored campaigns and their scheduled posts. */
export class B2bAnalyticsQuery extends Query<B2bAnalytics> {}
