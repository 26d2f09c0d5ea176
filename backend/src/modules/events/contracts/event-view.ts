import { z } from 'zod';
import { EventDocument } from '../application/ports/event-document';
import { regionLabel } from './regions';
import { accessibilitySchema, effectiveAccessibility } from './accessibility.schema';

/**
 * The public JSON of an event (docs/api-contract.md). Response fields are listed explicitly, once: the type and the
 * OpenAPI response schema (/api/docs) both come from this schema, and the contract test rejects an unlisted field.
 */
export const eventViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    category: z.string(),
    categoryName: z.string(),
    startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    dateRange: z.string(),
    location: z.string(),
    venue: z.string(),
    city: z.string(),
    region: z.string(),
    regionName: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    price: z.string().nullable(),
    minPricePence: z.number().int().nullable(),
    isFree: z.boolean(),
    /** False: the dates are an estimate; show them as expected, to be confirmed. */
    datesConfirmed: z.boolean(),
    ticketUrl: z.string().nullable(),
    featured: z.boolean(),
    upcoming: z.boolean(),
    status: z.enum(['published', 'expired']),
    tags: z.array(z.string()),
    familyFriendly: z.boolean(),
    outdoor: z.boolean(),
    /** The venue record it takes place at (GET /api/venues lists them), or null. */
    venueId: z.string().nullable(),
    /** Effective accessibility facts: the event's own, else its venue's; unknown is 'not-stated'. */
    accessibility: accessibilitySchema,
  })
  .strict();
export type EventView = z.infer<typeof eventViewSchema>;
export const eventListSchema = z.array(eventViewSchema);

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const ranges = new Map<string, string>();

/** "17 Jul 2027", "17 – 20 Jul 2027", "30 Jul – 2 Aug 2027", "30 Dec 2026 – 2 Jan 2027" (memoised: Intl is slow). */
export function formatDateRange(startDate: string, endDate: string): string {
  const key = startDate + endDate;
  let text = ranges.get(key);
  if (text === undefined) {
    if (ranges.size > 20_000) ranges.clear();
    text = formatRange(startDate, endDate);
    ranges.set(key, text);
  }
  return text;
}

function formatRange(startDate: string, endDate: string): string {
  const start = new Date(`${startDate}T00:00:00Z`);
  const end = new Date(`${endDate}T00:00:00Z`);
  if (startDate === endDate) return dayMonthYear.format(start);
  if (start.getUTCFullYear() !== end.getUTCFullYear()) return `${dayMonthYear.format(start)} – ${dayMonthYear.format(end)}`;
  if (start.getUTCMonth() === end.getUTCMonth()) return `${start.getUTCDate()} – ${dayMonthYear.format(end)}`;
  return `${dayMonth.format(start)} – ${dayMonthYear.format(end)}`;
}

/** `categoryName` comes from the categories read model (KnownCategories.names); the slug stands in when unknown. */
export function toEventView(doc: EventDocument, todayDay: number, categoryName?: string): EventView {
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description,
    imageUrl: doc.imageUrl,
    category: doc.category,
    categoryName: categoryName ?? doc.category,
    startDate: doc.startDate,
    endDate: doc.endDate,
    dateRange: formatDateRange(doc.startDate, doc.endDate),
    location: doc.venue,
    venue: doc.venue,
    city: doc.city,
    region: doc.region,
    regionName: regionLabel(doc.region),
    latitude: doc.location?.lat ?? null,
    longitude: doc.location?.lon ?? null,
    price: doc.priceText,
    minPricePence: doc.minPricePence,
    isFree: doc.isFree,
    datesConfirmed: doc.datesConfirmed ?? true,
    ticketUrl: doc.ticketUrl,
    featured: doc.featured,
    upcoming: doc.status === 'published' && doc.endDay >= todayDay,
    status: doc.status === 'expired' ? 'expired' : 'published',
    tags: doc.tags,
    familyFriendly: doc.familyFriendly,
    outdoor: doc.outdoor,
    venueId: doc.venueId ?? null,
    accessibility: effectiveAccessibility(doc.accessibility, doc.venueAccessibility),
  };
}
