import { applyDecorators } from '@nestjs/common';
import { ApiResponse, ApiSecurity } from '@nestjs/swagger';

const ERROR = { $ref: '#/components/schemas/Error' };

/**
 * The /api/ai admin calls sit outside /api/admin (the spec's paths), so the OpenAPI completer does not know the
 * global guard covers them: declare its answers here.
 */
export function ApiAdminOnly(options: { conflict?: boolean } = {}): MethodDecorator {
  const decorators = [
    ApiSecurity({ adminSession: [], csrf: [] }),
    ApiResponse({ status: 401, description: 'Not signed in', schema: ERROR }),
    ApiResponse({ status: 403, description: 'Not allowed (CSRF token or origin)', schema: ERROR }),
  ];
  if (options.conflict) decorators.push(ApiResponse({ status: 409, description: 'Conflicts with the current state', schema: ERROR }));
  return applyDecorators(...decorators);
}
