import { z } from 'zod';

export const listOperationsRequestSchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(10),
  offset: z.coerce.number({ message: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset cannot be negative').default(0),
  kind: z
    .string()
    .trim()
    .max(100, 'kind must be at most 100 characters')
    .optional()
    .transform((k) => k || undefined),
});

export type ListOperationsRequest = z.infer<typeof listOperationsRequestSchema>;
