import { Query } from '@nestjs/cqrs';
import { z } from 'zod';

export const trendingSearchesSchema = z.object({ searches: z.array(z.string()) }).strict();
export type TrendingSearchesAnswer = z.infer<typeof trendingSearchesSchema>;

/** What visitors search most lately (empty until enough of them have searched). */
export class TrendingSearchesQuery extends Query<TrendingSearchesAnswer> {}
