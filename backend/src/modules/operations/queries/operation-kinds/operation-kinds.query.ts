import { Query } from '@nestjs/cqrs';
import { z } from 'zod';

export const operationKindsSchema = z.object({ kinds: z.array(z.string()) }).strict();
export type OperationKinds = z.infer<typeof operationKindsSchema>;

/** Every kind of operation the log holds (the filter's choices). */
export class OperationKindsQuery extends Query<OperationKinds> {}
