import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { PreLoginCsrf } from '../../http/pre-login-csrf';
import { ROLE_AREAS } from '../../application/admin-areas';
import { csrfTokenOf } from '../../http/csrf';
import { SessionStatus, sessionFingerprint, sessionStatusSchema } from '../../http/session-answer';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

/**
 * Whether this browser is signed in, and the CSRF token for its next write (the login form's too). Reads
 * only the session the middleware resolved; a signed-out visitor gets a signed pre-login token and stores nothing.
 */
@ApiTags('admin: session')
@Controller('api/admin')
export class SessionStatusController {
  constructor(private readonly preLogin: PreLoginCsrf) {}

  @Get('status')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Session status and CSRF token (public)' })
  @ApiZodResponse(200, sessionStatusSchema, 'Signed out (null fields) or signed in; the CSRF token either way')
  async status(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionStatus> {
    const admin = req.admin;
    if (!admin) {
      const csrfToken = await this.preLogin.issue(req, res);
      return { authenticated: false, sessionId: null, username: null, loginTime: null, role: null, areas: [], requiresPasswordChange: false, csrfToken };
    }
    const csrfToken = csrfTokenOf(req.session);
    return {
      authenticated: true,
      sessionId: sessionFingerprint(req.sessionID),
      username: admin.username,
      loginTime: new Date(admin.loginAt).toISOString(),
      role: admin.role,
      areas: [...ROLE_AREAS[admin.role]],
      requiresPasswordChange: admin.requiresPasswordChange,
      csrfToken,
    };
  }
}
