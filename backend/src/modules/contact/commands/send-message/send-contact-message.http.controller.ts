import { Body, Controller, Ip, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { RetryAfterInterceptor } from '../../../../platform/rate-limit/retry-after.interceptor';
import { contactSentSchema, SendContactMessageCommand } from './send-contact-message.command';
import { contactRequestSchema } from './send-contact-message.request';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('contact')
@UseInterceptors(RetryAfterInterceptor)
@Controller('api/contact')
export class SendContactMessageController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiZodBody(contactRequestSchema)
  @ApiZodResponse(201, contactSentSchema, 'Stored and sent to the team')
  send(@Body() body: unknown, @Ip() ip: string) {
    const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return this.commands.execute(new SendContactMessageCommand(input, ip));
  }
}
