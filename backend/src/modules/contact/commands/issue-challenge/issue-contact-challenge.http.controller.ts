import { Controller, Get, Header, Ip, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { RetryAfterInterceptor } from '../../../../platform/rate-limit/retry-after.interceptor';
import { IssueContactChallengeCommand } from './issue-contact-challenge.command';

@ApiTags('contact')
@UseInterceptors(RetryAfterInterceptor)
@Controller('api/contact')
export class IssueContactChallengeController {
  constructor(private readonly commands: CommandBus) {}

  /** Each call issues a new single-use question, so it must never be cached. */
  @Get('challenge')
  @Header('Cache-Control', 'no-store')
  challenge(@Ip() ip: string) {
    return this.commands.execute(new IssueContactChallengeCommand(ip));
  }
}
