import { z } from 'zod';
import { REGION_VALUES } from '../contracts/regions';
import { TIME_FILTER_VALUES } from '../domain/time-filters';

/** Query-string schemas shared by the event controllers. */
export const pagingSchema = z.object({
  page: z.coerce.number({ invalid_type_error: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').max(10_000).default(1),
  limit: z.coerce
    .number({ invalid_type_error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit can be at most 100')
    .default(24),
});

export const timeFilterSchema = z.enum(TIME_FILTER_VALUES, {
  errorMap: () => ({ message: `time filter must be one of: ${TIME_FILTER_VALUES.join(', ')}` }),
});

export const regionSchema = z.enum(REGION_VALUES as [string, ...string[]], {
  errorMap: () => ({ message: `region must be one of: ${REGION_VALUES.join(', ')}` }),
});

export { yearSchema } from '../contracts/year.schema';

export type Paging = { page: number; limit: number };
