import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Request } from 'express';
import { csrfTokenOf } from '../../http/csrf';
import { sessionFingerprint } from '../../http/session-answer';

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
  status(@Req() req: Request) {
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
