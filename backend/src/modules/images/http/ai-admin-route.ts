import { applyDecorators } from '@nestjs/common';
import { ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';

/**
 * The /api/ai image routes are admin routes outside /api/admin (the spec's paths): the global guard answers 401
 * and 403 for them as for /api/admin, so the document declares both (and the session, plus CSRF on writes).
 */
export function AiAdminRoute(write: boolean): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiTags('admin images'),
    ApiSecurity(write ? { adminSession: [], csrf: [] } : { adminSession: [] }),
    ApiResponse({ status: 401, description: 'Not signed in' }),
    ApiResponse({ status: 403, description: 'Not allowed (role, CSRF token or origin)' }),
  );
}
