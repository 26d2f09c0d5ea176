import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { OperationsFilter } from '../../../../platform/operations/operations-log';

/** One row of the operations log (platform/operations/operations-log.ts). */
export const operationRecordSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    actor: z.string(),
    startedAt: z.string().datetime(),
    finishedAt: z.string().datetime().nullable(),
    /** null while still running. */
    success: z.boolean().nullable(),
    message: z.string(),
    data: z.record(z.unknown()),
  })
  .strict();
export const operationsPageSchema = z.object({ items: z.array(operationRecordSchema), total: z.number().int().min(0) }).strict();
export type OperationsPage = z.infer<typeof operationsPageSchema>;

/** A page of the operations log, newest first, optionally filtered (kind `job:purge-sent-mail`, actor, outcome, days). */
export class ListOperationsQuery extends Query<OperationsPage> {
  constructor(readonly options: { limit: number; offset: number } & OperationsFilter) {
    super();
  }
}
