import { Query } from '@nestjs/cqrs';

export interface TimeFilterCount {
  value: string;
  label: string;
  count: number;
}

/** Each named time window with its number of upcoming events. */
export class TimeFiltersQuery extends Query<TimeFilterCount[]> {}
