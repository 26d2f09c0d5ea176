import { Body, Controller, Get, Header, Ip, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { RetryAfterInterceptor } from '../../../platform/rate-limit/retry-after.interceptor';
import { IssueContactChallengeCommand } from '../commands/issue-challenge/issue-contact-challenge.command';
import { SendContactMessageCommand } from '../commands/send-message/send-contact-message.command';

@ApiTags('contact')
@UseInterceptors(RetryAfterInterceptor)
@Controller('api/contact')
export class ContactController {
  constructor(private readonly commands: CommandBus) {}

  /** Each call issues a new single-use question, so it must never be cached. */
  @Get('challenge')
  @Header('Cache-Control', 'no-store')
  challenge(@Ip() ip: string) {
    return this.commands.execute(new IssueContactChallengeCommand(ip));
  }

  @Post()
  send(@Body() body: unknown, @Ip() ip: string) {
    const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return this.commands.execute(new SendContactMessageCommand(input, ip));
  }
}
