import { applyDecorators } from '@nestjs/common';
import { ApiResponse, ApiSecurity } from '@nestjs/swagger';

const ERROR = { $ref: '#/components/schemas/Error' };

/**
 * OpenAPI for admin routes outside /api/admin (the spec's /api/facebook, /api/social-media, /api/tiktok paths):
 * the global guard answers 401 without a session and 403 without the CSRF token; the completer only adds these
 * for /api/admin paths, so they are declared here.
 */
export function ApiAdminOnly(write = false): MethodDecorator {
  return applyDecorators(
    ApiSecurity('adminSession'),
    ...(write ? [ApiSecurity('csrf')] : []),
    ApiResponse({ status: 401, description: 'Not signed in', schema: ERROR }),
    ApiResponse({ status: 403, description: 'Not allowed (CSRF token, origin or password change)', schema: ERROR }),
    ...(write ? [ApiResponse({ status: 409, description: 'Conflicts with the current state (not configured, permissions missing)', schema: ERROR })] : []),
  );
}
