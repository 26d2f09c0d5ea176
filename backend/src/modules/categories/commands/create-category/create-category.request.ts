import { z } from 'zod';

/** Body of CreateCategory, shared by the CLI and the admin HTTP endpoint. */
export const createCategoryRequestSchema = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug must be lower-case words joined by hyphens, e.g. "food-drink"')
    .max(40, 'Slug must be at most 40 characters'),
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(60, 'Name must be at most 60 characters'),
  icon: z.string().trim().min(1, 'Icon is required'),
  color: z.string().trim().min(1, 'Colour is required'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').default(''),
});

export type CreateCategoryRequest = z.infer<typeof createCategoryRequestSchema>;
