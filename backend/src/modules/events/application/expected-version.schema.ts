import { z } from 'zod';

/** Body of a lifecycle action: the version the admin saw, when they want the action refused after a change. */
export const expectedVersionBodySchema = z
  .object({
    expectedVersion: z.number({ invalid_type_error: 'expectedVersion must be a whole number' }).int('expectedVersion must be a whole number').min(1).optional(),
  })
  .passthrough();
