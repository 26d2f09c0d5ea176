import { Body, Controller, HttpCode, Ip, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { RetryAfterInterceptor } from '../../../../platform/rate-limit/retry-after.interceptor';
import { SubscribeToNewsletterCommand } from './subscribe-to-newsletter.command';
import { subscribeRequestSchema } from './subscribe-to-newsletter.request';
import { ApiZodBody } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('newsletter')
@UseInterceptors(RetryAfterInterceptor)
@Controller('api/newsletter')
export class SubscribeToNewsletterController {
  constructor(private readonly commands: CommandBus) {}

  @Post('subscribe')
  @HttpCode(200)
  @ApiZodBody(subscribeRequestSchema)
  subscribe(@Body() body: { email?: unknown } | undefined, @Ip() ip: string) {
    return this.commands.execute(new SubscribeToNewsletterCommand(body?.email, ip));
  }
}
