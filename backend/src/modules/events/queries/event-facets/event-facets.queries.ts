import { Query } from '@nestjs/cqrs';

export interface TimeFilterCount {
  value: string;
  label: string;
  count: number;
}
export interface RegionCount {
  value: string;
  label: string;
  count: number;
  description: string;
  cities: string[];
  latitude: number;
  longitude: number;
}
export interface YearCount {
  year: number;
  count: number;
}

export class TimeFiltersQuery extends Query<TimeFilterCount[]> {}
export class RegionsQuery extends Query<RegionCount[]> {}
export class YearsSummaryQuery extends Query<YearCount[]> {}
