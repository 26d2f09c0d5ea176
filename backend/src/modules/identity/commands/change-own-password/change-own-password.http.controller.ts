import { Body, Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Request } from 'express';
import { RetryAfterInterceptor } from '../../../../platform/rate-limit/retry-after.interceptor';
import { Clock } from '../../../../platform/time/clock';
import { regenerate, saveSession } from '../../http/admin-session.middleware';
import { unauthenticated } from '../../http/auth.errors';
import { csrfTokenOf } from '../../http/csrf';
import { IdentityBodyPipe } from '../../http/identity-body.pipe';
import { ChangeOwnPasswordCommand } from './change-own-password.command';
import { changePasswordRequestSchema, resetOwnPasswordRequestSchema } from './change-own-password.request';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { PasswordChanged, passwordChangedSchema } from '../../http/session-answer';

@ApiTags('admin: session')
@Controller('api/admin')
@UseInterceptors(RetryAfterInterceptor)
export class ChangeOwnPasswordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  @Post('change-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change own password with the current one (also the forced change); new session id and CSRF token' })
  @ApiZodBody(changePasswordRequestSchema)
  @ApiZodResponse(200, passwordChangedSchema, 'Changed; the new CSRF token for the next write')
  async changePassword(
    @Body(new IdentityBodyPipe(changePasswordRequestSchema, true)) body: { currentPassword: string; newPassword: string },
    @Req() req: Request,
  ) {
    return this.run(
      req,
      new ChangeOwnPasswordCommand(
        this.adminId(req),
        body.newPassword,
        { kind: 'current-password', currentPassword: body.currentPassword },
        req.ip ?? 'unknown',
      ),
    );
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set own password from user management (new + confirmation); new session id and CSRF token' })
  @ApiZodBody(resetOwnPasswordRequestSchema)
  @ApiZodResponse(200, passwordChangedSchema, 'Changed; the new CSRF token for the next write')
  async resetPassword(
    @Body(new IdentityBodyPipe(resetOwnPasswordRequestSchema, true)) body: { newPassword: string; confirmPassword: string },
    @Req() req: Request,
  ) {
    return this.run(req, new ChangeOwnPasswordCommand(this.adminId(req), body.newPassword, { kind: 'confirmation', confirmPassword: body.confirmPassword }));
  }

  private adminId(req: Request): string {
    if (!req.admin) throw unauthenticated();
    return req.admin.id;
  }

  /** After the change the session continues under a new id (no fixation), keeping its sign-in time. */
  private async run(req: Request, command: ChangeOwnPasswordCommand): Promise<PasswordChanged> {
    await this.commands.execute(command);
    const { admin, loginAt } = req.session;
    await regenerate(req.session);
    Object.assign(req.session, { admin, loginAt, lastSeenAt: this.clock.now().getTime() });
    const csrfToken = csrfTokenOf(req.session);
    await saveSession(req.session);
    return { success: true as const, csrfToken };
  }
}
