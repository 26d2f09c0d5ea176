/** The ten region slugs (kept equal to contracts/regions.ts by a unit test). Without zod, so the back office imports them. */
export const EVENT_REGION_VALUES = [
  'london',
  'southeast',
  'southwest',
  'midlands',
  'northwest',
  'northeast',
  'yorkshire',
  'scotland',
  'wales',
  'northern-ireland',
] as const;
