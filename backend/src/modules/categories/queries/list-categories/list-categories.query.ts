import { Query } from '@nestjs/cqrs';
import { z } from 'zod';

/** A category with its number of events; also the OpenAPI response schema of GET /api/categories. */
export const categoryViewSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    icon: z.string(),
    color: z.string(),
    description: z.string(),
    eventCount: z.number().int().min(0),
    /** The same number as eventCount (the spec's clients read either). */
    count: z.number().int().min(0),
  })
  .strict();
export type CategoryView = z.infer<typeof categoryViewSchema>;
export const categoryListSchema = z.array(categoryViewSchema);

/** Categories with the number of upcoming published events, or of events in `year`. */
export class ListCategoriesQuery extends Query<CategoryView[]> {
  constructor(readonly year?: number) {
    super();
  }
}
