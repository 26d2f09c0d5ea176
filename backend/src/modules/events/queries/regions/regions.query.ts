import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { EVENT_REGION_VALUES } from '../../contracts/event-details.schema';

export const regionCountSchema = z
  .object({
    value: z.enum(EVENT_REGION_VALUES),
    label: z.string(),
    count: z.number().int().min(0),
    description: z.string(),
    cities: z.array(z.string()),
    latitude: z.number(),
    longitude: z.number(),
  })
  .strict();
/** `value` is one of EVENT_REGION_VALUES (contracts/regions.ts keeps REGIONS equal to it, checked by a unit test). */
export type RegionCount = Omit<z.infer<typeof regionCountSchema>, 'value'> & { value: string };

/** Every UK region with its number of upcoming events. */
export class RegionsQuery extends Query<RegionCount[]> {}
