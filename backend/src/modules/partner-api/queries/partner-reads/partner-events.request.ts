import { z } from 'zod';

export const MAX_CHANGES_PAGE = 500;

export const partnerEventsRequestSchema = z
  .object({
    cursor: z
      .string()
      .regex(/^\d{1,15}$/, 'cursor must be a nextCursor from an earlier answer.')
      .optional()
      .describe('The nextCursor of the previous page; absent: from the start (or from changedSince)'),
    changedSince: z
      .string()
      .datetime({ offset: true, message: 'changedSince must be an ISO 8601 time, e.g. 2026-11-28T09:00:00Z.' })
      .optional()
      .describe('First call only: events changed at or after this time (then follow nextCursor)'),
    limit: z.coerce
      .number()
      .int('limit must be a whole number.')
      .min(1, `limit must be between 1 and ${MAX_CHANGES_PAGE}.`)
      .max(MAX_CHANGES_PAGE, `limit must be between 1 and ${MAX_CHANGES_PAGE}.`)
      .default(100)
      .describe('Most events in one page'),
  })
  .strict();
export type PartnerEventsRequest = z.infer<typeof partnerEventsRequestSchema>;
