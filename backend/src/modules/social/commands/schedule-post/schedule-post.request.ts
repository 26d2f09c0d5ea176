import { z } from 'zod';

export const schedulePostRequestSchema = z
  .object({
    scheduledAt: z
      .string({ required_error: 'scheduledAt is required: the date and time to publish (UK time)' })
      .trim()
      .min(1, 'scheduledAt is required: the date and time to publish (UK time)')
      .max(40, 'scheduledAt is not a date and time')
      .describe('UK wall-clock time YYYY-MM-DDTHH:mm (Europe/London), or an ISO 8601 instant with its zone; must be in the future'),
  })
  .strict();
export type SchedulePostRequest = z.infer<typeof schedulePostRequestSchema>;
