import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Request } from 'express';
import { csrfTokenOf } from '../../http/csrf';
import { SessionStatus, sessionFingerprint, sessionStatusSchema } from '../../http/session-answer';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

/**
 * Whether this browser is signed in, and the CSRF token for its next write (the login form's too). Reads
 * only the session the middleware resolved; a signed-out visitor gets a pre-login session holding the token.
 */
@ApiTags('admin: session')
@Controller('api/admin')
export class SessionStatusController {
  @Get('status')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Session status and CSRF token (public)' })
  @ApiZodResponse(200, sessionStatusSchema, 'Signed out (null fields) or signed in; the CSRF token either way')
  status(@Req() req: Request): SessionStatus {
    const csrfToken = csrfTokenOf(req.session);
    const admin = req.admin;
    if (!admin) {
      return { authenticated: false, sessionId: null, username: null, loginTime: null, role: null, requiresPasswordChange: false, csrfToken };
    }
    return {
      authenticated: true,
      sessionId: sessionFingerprint(req.sessionID),
      username: admin.username,
      loginTime: new Date(admin.loginAt).toISOString(),
      role: admin.role,
      requiresPasswordChange: admin.requiresPasswordChange,
      csrfToken,
    };
  }
}
