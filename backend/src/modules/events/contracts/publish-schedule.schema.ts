import { z } from 'zod';

/**
 * Body of POST /api/admin/events/{id}/schedule-publish: when the draft goes public (an ISO 8601 instant with its
 * offset; the admin screen sends the Europe/London time it shows, as UTC) and the version the admin saw.
 */
export const schedulePublishBodySchema = z
  .object({
    publishAt: z
      .string({ required_error: 'publishAt is required', invalid_type_error: 'publishAt must be a date and time' })
      .datetime({ offset: true, message: 'publishAt must be a date and time such as 2027-03-01T09:00:00Z' }),
    expectedVersion: z.number({ invalid_type_error: 'expectedVersion must be a whole number' }).int('expectedVersion must be a whole number').min(1).optional(),
  })
  .strict();
export type SchedulePublishBody = z.infer<typeof schedulePublishBodySchema>;
