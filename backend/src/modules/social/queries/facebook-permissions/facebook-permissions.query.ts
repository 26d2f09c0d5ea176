import { Query } from '@nestjs/cqrs';
import { PermissionCheck } from '../../commands/facebook-publisher';

/** GET /api/facebook/test-permissions: {hasAllRequired, message} plus what was granted and what is missing. */
export class FacebookPermissionsQuery extends Query<PermissionCheck> {}
