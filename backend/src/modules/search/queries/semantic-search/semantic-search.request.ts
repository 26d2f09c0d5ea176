import { z } from 'zod';

/** Query text for smart search: trimmed, 1–200 characters. */
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

/** GET /api/events/search/semantic?q=&category=&page=&limit= */
export const semanticSearchRequestSchema = z.object({ q: searchTextSchema('q'), category: categoryFilterSchema, page: pageSchema, limit: limitSchema });
export type SemanticSearchRequest = z.infer<typeof semanticSearchRequestSchema>;
