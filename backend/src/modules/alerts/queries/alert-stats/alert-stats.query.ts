import { Query } from '@nestjs/cqrs';
import { z } from 'zod';

/** What the admin sees of search alerts: counts only, no address. */
export const alertStatsSchema = z.object({ alerts: z.number().int(), confirmed: z.number().int(), mailsSent: z.number().int() }).strict();
export type AlertStatsView = z.infer<typeof alertStatsSchema>;

export class AlertStatsQuery extends Query<AlertStatsView> {}
