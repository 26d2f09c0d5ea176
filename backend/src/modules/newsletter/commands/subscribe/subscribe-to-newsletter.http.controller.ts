import { Body, Controller, HttpCode, Ip, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { RetryAfterInterceptor } from '../../../../platform/rate-limit/retry-after.interceptor';
import { subscribeResultSchema, SubscribeToNewsletterCommand } from './subscribe-to-newsletter.command';
import { subscribeRequestSchema } from './subscribe-to-newsletter.request';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('newsletter')
@UseInterceptors(RetryAfterInterceptor)
@Controller('api/newsletter')
export class SubscribeToNewsletterController {
  constructor(private readonly commands: CommandBus) {}

  @Post('subscribe')
  @HttpCode(200)
  @ApiZodBody(subscribeRequestSchema)
  @ApiZodResponse(200, subscribeResultSchema, 'Subscribed, pending confirmation, or already subscribed (never 409)')
  subscribe(@Body() body: { email?: unknown } | undefined, @Ip() ip: string) {
    return this.commands.execute(new SubscribeToNewsletterCommand(body?.email, ip));
  }
}
