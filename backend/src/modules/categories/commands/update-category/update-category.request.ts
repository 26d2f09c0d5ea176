import { z } from 'zod';
import { createCategoryRequestSchema } from '../create-category/create-category.request';

/** Body of UpdateCategory: any field but the slug, which is permanent (it is in URLs). */
export const updateCategoryRequestSchema = createCategoryRequestSchema
  .omit({ slug: true })
  .extend({ description: z.string().trim().max(500, 'Description must be at most 500 characters') })
  .partial()
  .strict('The slug cannot be changed; only name, icon, color and description');

export type UpdateCategoryRequest = z.infer<typeof updateCategoryRequestSchema>;
