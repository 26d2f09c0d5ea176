import * as z from 'zod/v4-mini';

/** Ids may arrive as numbers from older feeds; the site always handles strings. */
export const idSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v)),
);
const text = z.nullish(z.string());
const num = z.nullish(z.number());
const bool = z.nullish(z.boolean());

/** Event as read (docs/api-contract.md). Lenient: unknown fields pass, optional ones may be null. */
export const eventSchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  description: text,
  imageUrl: text,
  category: text,
  categoryName: text,
  startDate: text,
  endDate: text,
  dateRange: text,
  location: text,
  venue: text,
  city: text,
  region: text,
  regionName: text,
  latitude: num,
  longitude: num,
  price: text,
  minPricePence: num,
  isFree: bool,
  /** false: the dates are an estimate (shown as expected, to be confirmed). */
  datesConfirmed: bool,
  ticketUrl: text,
  featured: z.nullish(z.union([z.boolean(), z.number()])),
  upcoming: z.nullish(z.union([z.boolean(), z.number()])),
  status: text,
  tags: z.nullish(z.array(z.string())),
  familyFriendly: bool,
  outdoor: bool,
  similarity_reason: text,
  /** The venue record, when the event has one. */
  venueId: text,
  /** Effective accessibility facts (the event's own over its venue's); absent: none stated. */
  accessibility: z.nullish(z.record(z.string(), z.nullable(z.string()))),
});

export type FestivalEvent = z.infer<typeof eventSchema>;
export const eventListSchema = z.array(eventSchema);

export const facetSchema = z.looseObject({ value: z.string(), label: z.string(), count: z.number() });
export type Facet = z.infer<typeof facetSchema>;
