import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { AppConfig } from '../../../../platform/config/app-config';
import { destroySession } from '../../http/admin-session.middleware';
import { isHttps, sessionCookieName } from '../../infrastructure/admin-session.store';
import { SignOutCommand } from './sign-out.command';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { signedOutSchema } from '../../http/session-answer';

@ApiTags('admin: session')
@Controller('api/admin')
export class SignOutController {
  constructor(
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out: the session is destroyed on the server (200 also when already signed out)' })
  @ApiZodResponse(200, signedOutSchema, 'Signed out (also when already signed out)')
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    if (req.admin) await this.commands.execute(new SignOutCommand(req.admin.username));
    if (req.session) await destroySession(req.session);
    res.clearCookie(sessionCookieName(this.config), { path: '/', httpOnly: true, sameSite: 'strict', secure: isHttps(this.config) });
    return { success: true as const };
  }
}
