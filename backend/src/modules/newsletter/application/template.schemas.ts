import { z } from 'zod';

export const templateIdSchema = z.string().uuid('That is not a template id');

export const templateBodySchema = z.object({
  name: z.string({ required_error: 'Name is required' }).trim().min(1, 'Please enter a name').max(100, 'Name can be at most 100 characters'),
  subject: z.string({ required_error: 'Subject is required' }).trim().min(1, 'Please enter a subject').max(200, 'Subject can be at most 200 characters'),
  type: z.string({ required_error: 'Type is required' }).trim().min(1, 'Please enter a type').max(40, 'Type can be at most 40 characters'),
  content: z
    .string({ required_error: 'Content is required' })
    .trim()
    .min(1, 'Please enter the content')
    .max(100_000, 'Content can be at most 100,000 characters'),
});
export type TemplateBody = z.infer<typeof templateBodySchema>;

export const templateViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  type: z.string(),
  content: z.string(),
  lastUsed: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const templateListSchema = z.object({ templates: z.array(templateViewSchema) });
