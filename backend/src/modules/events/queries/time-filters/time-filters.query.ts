import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { TIME_FILTER_VALUES } from '../../domain/time-filters';

export const timeFilterCountSchema = z.object({ value: z.enum(TIME_FILTER_VALUES), label: z.string(), count: z.number().int().min(0) }).strict();
export type TimeFilterCount = z.infer<typeof timeFilterCountSchema>;

/** Each named time window with its number of upcoming events. */
export class TimeFiltersQuery extends Query<TimeFilterCount[]> {}
