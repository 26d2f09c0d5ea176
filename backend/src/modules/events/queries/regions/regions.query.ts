import { Query } from '@nestjs/cqrs';

export interface RegionCount {
  value: string;
  label: string;
  count: number;
  description: string;
  cities: string[];
  latitude: number;
  longitude: number;
}

/** Every UK region with its number of upcoming events. */
export class RegionsQuery extends Query<RegionCount[]> {}
