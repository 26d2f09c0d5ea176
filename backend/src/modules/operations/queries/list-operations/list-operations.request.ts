import { z } from 'zod';

const day = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((d) => d || undefined)
    .refine((d) => d === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d))), { message: `${name} must be a date (YYYY-MM-DD)` });

const optionalText = (name: string) =>
  z
    .string()
    .trim()
    .max(100, `${name} must be at most 100 characters`)
    .optional()
    .transform((k) => k || undefined);

/** The filters the log page and its export share (the object, for the OpenAPI document; the refined schema validates). */
export const operationsFilterFields = z.object({
  kind: optionalText('kind'),
  actor: optionalText('actor'),
  outcome: z
    .enum(['success', 'failed', 'running', ''], { errorMap: () => ({ message: 'outcome must be success, failed or running' }) })
    .optional()
    .transform((o) => o || undefined),
  from: day('from'),
  to: day('to'),
});
const fromBeforeTo = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
export const operationsFilterSchema = operationsFilterFields.refine(fromBeforeTo, { message: 'from must not be after to', path: ['from'] });

export const listOperationsFields = operationsFilterFields.extend({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(10),
  offset: z.coerce.number({ message: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset cannot be negative').default(0),
});
export const listOperationsRequestSchema = listOperationsFields.refine(fromBeforeTo, { message: 'from must not be after to', path: ['from'] });

export type ListOperationsRequest = z.infer<typeof listOperationsRequestSchema>;
export type OperationsFilterRequest = z.infer<typeof operationsFilterSchema>;
