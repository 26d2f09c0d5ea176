import { z } from 'zod';

/** Query text for Smart Search: trimmed, 1–200 characters. */
export const searchTextSchema = (field: string) =>
  z
    .string({ required_error: `${field} is required: say what you are looking for`, invalid_type_error: `${field} must be text` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(200, `${field} can be at most 200 characters`);

export const pageSchema = z.coerce
  .number({ invalid_type_error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page starts at 1')
  .max(1000, 'page can be at most 1000')
  .default(1);
export const limitSchema = z.coerce
  .number({ invalid_type_error: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(50, 'limit can be at most 50')
  .default(24);

/** A category chosen beside the query (the home page's filter): a slug, answered on the server with the right total. */
export const categoryFilterSchema = z
  .string({ invalid_type_error: 'category must be text' })
  .trim()
  .max(60, 'category can be at most 60 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'category must be a category slug such as "music" or "food-drink"')
  .optional();

/** The UK and its coast, generously: a position outside it is no place for "near me" on a UK festival site. */
export const UK_BOUNDS = { lat: [49.8, 60.9], lng: [-8.7, 1.8] } as const;

const coordinate = (name: 'lat' | 'lng', [min, max]: readonly [number, number]) =>
  z.coerce
    .number({ invalid_type_error: `${name} must be a number (decimal degrees)` })
    .min(min, `${name} must be between ${min} and ${max}: "near me" searches the UK`)
    .max(max, `${name} must be between ${min} and ${max}: "near me" searches the UK`)
    .optional();

/** The visitor's position for "near me" (the browser's, when the visitor allows it): both or neither. */
export const nearFields = { lat: coordinate('lat', UK_BOUNDS.lat), lng: coordinate('lng', UK_BOUNDS.lng) };
export const bothOrNeither = (r: { lat?: number; lng?: number }) => (r.lat === undefined) === (r.lng === undefined);
export const BOTH_OR_NEITHER = { message: 'lat and lng go together: give both, or neither', path: ['lat'] };

/** GET /api/events/search/smart?q=&category=&page=&limit=&lat=&lng= (the fields, as the OpenAPI document lists them). */
export const smartSearchRequestFields = z.object({
  q: searchTextSchema('q'),
  category: categoryFilterSchema,
  page: pageSchema,
  limit: limitSchema,
  ...nearFields,
});
export const smartSearchRequestSchema = smartSearchRequestFields.refine(bothOrNeither, BOTH_OR_NEITHER);
export type SmartSearchRequest = z.infer<typeof smartSearchRequestSchema>;

/** The visitor's position as the search takes it, when both coordinates were given. */
export const nearOf = (r: { lat?: number; lng?: number }) => (r.lat !== undefined && r.lng !== undefined ? { lat: r.lat, lon: r.lng } : undefined);
