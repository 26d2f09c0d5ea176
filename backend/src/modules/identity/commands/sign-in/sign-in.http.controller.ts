import { Body, Controller, HttpCode, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { PreLoginCsrf } from '../../http/pre-login-csrf';
import { ROLE_AREAS } from '../../application/admin-areas';
import { RetryAfterInterceptor } from '../../../../platform/rate-limit/retry-after.interceptor';
import { Clock } from '../../../../platform/time/clock';
import { regenerate, saveSession } from '../../http/admin-session.middleware';
import { invalidCredentials } from '../../http/auth.errors';
import { csrfTokenOf } from '../../http/csrf';
import { IdentityBodyPipe } from '../../http/identity-body.pipe';
import { SignInAnswer, sessionFingerprint, signInAnswerSchema } from '../../http/session-answer';
import { SignInCommand } from './sign-in.command';
import { signInRequestSchema } from './sign-in.request';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('admin: session')
@Controller('api/admin')
export class SignInController {
  constructor(
    private readonly commands: CommandBus,
    private readonly clock: Clock,
    private readonly preLogin: PreLoginCsrf,
  ) {}

  @Post('login')
  @HttpCode(200)
  @UseInterceptors(RetryAfterInterceptor)
  @ApiOperation({ summary: 'Sign in (needs X-CSRF-Token from GET /api/admin/status); starts a new session' })
  @ApiZodBody(signInRequestSchema)
  @ApiZodResponse(200, signInAnswerSchema, 'Signed in; the session cookie is set')
  async login(
    @Body(new IdentityBodyPipe(signInRequestSchema)) body: { username: string; password: string },
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignInAnswer> {
    const result = await this.commands.execute(new SignInCommand(body.username, body.password, req.ip ?? 'unknown'));
    if (!result.ok) throw invalidCredentials();
    // A new session id at sign-in (no fixation), with a new CSRF token.
    await regenerate(req.session);
    const now = this.clock.now().getTime();
    Object.assign(req.session, { admin: { id: result.id, username: result.username }, loginAt: now, lastSeenAt: now });
    const csrfToken = csrfTokenOf(req.session);
    await saveSession(req.session);
    this.preLogin.clear(res);
    return {
      success: true,
      authenticated: true,
      sessionId: sessionFingerprint(req.sessionID),
      requiresPasswordChange: result.requiresPasswordChange,
      username: result.username,
      role: result.role,
      areas: [...ROLE_AREAS[result.role]],
      loginTime: new Date(now).toISOString(),
      csrfToken,
    };
  }
}
