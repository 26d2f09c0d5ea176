import { Query } from '@nestjs/cqrs';
import { z } from 'zod';

export const yearCountSchema = z.object({ year: z.number().int(), count: z.number().int().min(1) }).strict();
export type YearCount = z.infer<typeof yearCountSchema>;

/** This year and later years that have upcoming events, with their counts. */
export class YearsSummaryQuery extends Query<YearCount[]> {}
