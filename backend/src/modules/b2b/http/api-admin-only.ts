import { applyDecorators } from '@nestjs/common';
import { ApiResponse, ApiSecurity } from '@nestjs/swagger';

const ERROR = { $ref: '#/components/schemas/Error' };

/** OpenAPI for the /api/b2b-marketing admin routes: the global guard's 401 and 403 (the completer only adds them under /api/admin). */
export function ApiAdminOnly(write = false): MethodDecorator {
  return applyDecorators(
    ApiSecurity('adminSession'),
    ...(write ? [ApiSecurity('csrf')] : []),
    ApiResponse({ status: 401, description: 'Not signed in', schema: ERROR }),
    ApiResponse({ status: 403, description: 'Not allowed (CSRF token, origin or password change)', schema: ERROR }),
  );
}
