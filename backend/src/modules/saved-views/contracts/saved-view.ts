import { z } from 'zod';

/** The admin lists whose filters can be saved. */
export const SAVED_VIEW_AREAS = ['events', 'operations'] as const;
export type SavedViewArea = (typeof SAVED_VIEW_AREAS)[number];
export const MAX_VIEWS_PER_AREA = 30;

const areaSchema = z.enum(SAVED_VIEW_AREAS, { errorMap: () => ({ message: `area must be one of: ${SAVED_VIEW_AREAS.join(', ')}` }) });

/** A list's URL state: a few short text parameters (the page reads and validates them as it reads its URL). */
const querySchema = z
  .record(z.string().regex(/^[a-zA-Z]{1,20}$/, 'a filter name is letters only'), z.string().max(200, 'a filter value can be at most 200 characters'))
  .refine((q) => Object.keys(q).length <= 12, { message: 'a view keeps at most 12 filters' });

export const saveViewRequestSchema = z
  .object({
    area: areaSchema,
    name: z.string().trim().min(1, 'Give the view a name').max(60, 'A name can be at most 60 characters'),
    query: querySchema,
  })
  .strict();
export type SaveViewRequest = z.infer<typeof saveViewRequestSchema>;

export const listViewsRequestSchema = z.object({ area: areaSchema });

export const savedViewSchema = z
  .object({ id: z.string().uuid(), area: areaSchema, name: z.string(), query: z.record(z.string()), createdAt: z.string().datetime() })
  .strict();
export type SavedView = z.infer<typeof savedViewSchema>;
export const savedViewsSchema = z.object({ items: z.array(savedViewSchema) }).strict();
export const savedViewDeletedSchema = z.object({ id: z.string().uuid(), deleted: z.literal(true) });
