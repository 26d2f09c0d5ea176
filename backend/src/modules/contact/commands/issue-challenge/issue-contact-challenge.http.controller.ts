import { Controller, Get, Header, Ip, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { RetryAfterInterceptor } from '../../../../platform/rate-limit/retry-after.interceptor';
import { contactChallengeSchema, IssueContactChallengeCommand } from './issue-contact-challenge.command';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('contact')
@UseInterceptors(RetryAfterInterceptor)
@Controller('api/contact')
export class IssueContactChallengeController {
  constructor(private readonly commands: CommandBus) {}

  /** Each call issues a new single-use question, so it must never be cached. */
  @Get('challenge')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(200, contactChallengeSchema, 'A new question (expires after 30 minutes, answers once)')
  challenge(@Ip() ip: string) {
    return this.commands.execute(new IssueContactChallengeCommand(ip));
  }
}
