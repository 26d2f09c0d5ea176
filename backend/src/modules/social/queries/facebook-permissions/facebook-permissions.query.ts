import { z } from 'zod';
import { Query } from '@nestjs/cqrs';
import { PermissionCheck } from '../../commands/facebook-publisher';

/** GET /api/facebook/test-permissions: {hasAllRequired, message} plus what was granted and what is missing. */
export class FacebookPermissionsQuery extends Query<PermissionCheck> {}

export const facebookPermissionsSchema = z.object({
  configured: z.boolean(),
  hasAllRequired: z.boolean(),
  granted: z.array(z.string()),
  missing: z.array(z.string()),
  message: z.string(),
});
