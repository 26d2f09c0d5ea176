import { SetMetadata } from '@nestjs/common';

/**
 * Route access markers read by the identity module's global guard. Every route needs a signed-in admin
 * unless it is on the public allow-list (modules/identity/application/public-routes.ts); these add more.
 * They live in platform so any module can mark a route without importing identity.
 */
export const OWNER_ONLY = 'access:owner-only';

/** Only an admin with the owner role may call this route (editors get 403 AUTH.FORBIDDEN). */
export const OwnerOnly = () => SetMetadata(OWNER_ONLY, true);
