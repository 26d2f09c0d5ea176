import { z } from 'zod';
import { followedSearchSchema } from '../../../events/queries/followed-events/followed-events.query';
import { ALERT_FREQUENCIES } from '../../contracts/alert-search';

const standardSearch = z.object({
  kind: z.literal('search'),
  params: followedSearchSchema.refine((p) => Object.values(p).some((v) => v !== undefined && v !== ''), {
    message: 'Choose a category, region, date or search words to be alerted about.',
  }),
});
const smartSearch = z.object({
  kind: z.literal('smart'),
  q: z.string().trim().min(1, 'Please enter a search.').max(200, 'A search can be at most 200 characters.'),
});

/** POST /api/alerts. The address is checked by the handler (the newsletter's rule and message). */
export const createAlertSchema = z.object({
  email: z.unknown(),
  search: z.discriminatedUnion('kind', [standardSearch, smartSearch], { errorMap: () => ({ message: 'search must be a standard search or a Smart Search' }) }),
  frequency: z.enum(ALERT_FREQUENCIES, { errorMap: () => ({ message: 'frequency must be instant or weekly' }) }),
});
export type CreateAlertBody = z.infer<typeof createAlertSchema>;

/** The documented body (OpenAPI). */
export const createAlertRequestSchema = createAlertSchema.extend({ email: z.string().email().max(254) });
