import { Controller, Get, HttpCode, Ip, Post, Query, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { z } from 'zod';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { RetryAfterInterceptor } from '../../../../platform/rate-limit/retry-after.interceptor';
import { UnsubscribeAlertCommand } from './unsubscribe-alert.command';

@ApiTags('alerts')
@UseInterceptors(RetryAfterInterceptor)
@Controller('api/alerts')
export class UnsubscribeAlertController {
  constructor(private readonly commands: CommandBus) {}

  /** The List-Unsubscribe address opened in a browser: the site's page, which asks before removing anything. */
  @Get('unsubscribe')
  @ApiQuery({ name: 'token', required: true, schema: { type: 'string' } })
  @ApiResponse({ status: 302, description: 'To the site page /alerts/unsubscribe?token=…', content: { 'text/plain': { schema: { type: 'string' } } } })
  landing(@Query('token') token: unknown, @Res() res: Response) {
    const t = typeof token === 'string' ? token.slice(0, 200) : '';
    res.redirect(302, `/alerts/unsubscribe?${new URLSearchParams({ token: t })}`);
  }

  /** RFC 8058 one-click (body `List-Unsubscribe=One-Click`) and the site page's button. */
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiQuery({ name: 'token', required: true, schema: { type: 'string' } })
  @ApiZodResponse(200, z.object({ message: z.string() }), 'Removed (also for a link already used)')
  @ApiResponse({ status: 400, description: 'Malformed link' })
  unsubscribe(@Query('token') token: unknown, @Ip() ip: string) {
    return this.commands.execute(new UnsubscribeAlertCommand(token, ip));
  }
}
