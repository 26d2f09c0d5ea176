import { z } from 'zod';
import { accessFilterSchema } from '../../contracts/accessibility.schema';
import { pagingSchema, regionSchema, timeFilterSchema } from '../event-query.schemas';
import { PRICE_RANGE_VALUES } from './search-events.criteria';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** GET /api/events/search: the controller and the lean path (search-events.lean-route.ts) validate with it. */
export const searchSchema = pagingSchema.extend({
  q: optional(z.string().trim().max(200, 'q can be at most 200 characters')),
  category: optional(z.string().trim().max(40)),
  location: optional(z.string().trim().max(100)),
  month: optional(z.string().trim().max(10)),
  priceRange: optional(
    z.enum(PRICE_RANGE_VALUES as [string, ...string[]], { errorMap: () => ({ message: `priceRange must be one of: ${PRICE_RANGE_VALUES.join(', ')}` }) }),
  ),
  sortBy: optional(z.enum(['relevance', 'date', 'price', 'title'], { errorMap: () => ({ message: 'sortBy must be one of: relevance, date, price, title' }) })),
  region: optional(regionSchema),
  timeFilter: optional(timeFilterSchema),
  /** `step-free,bsl`: only events where each of these accessibility facts is stated 'yes' (the event's own, else its venue's). */
  access: optional(accessFilterSchema),
});
