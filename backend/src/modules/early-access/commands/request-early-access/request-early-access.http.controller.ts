import { Body, Controller, HttpCode, Ip, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { RetryAfterInterceptor } from '../../../../platform/rate-limit/retry-after.interceptor';
import { earlyAccessAnswerSchema, RequestEarlyAccessCommand } from './request-early-access.command';
import { EarlyAccessFeature } from '../../domain/early-access.features';
import { earlyAccessRequestSchema } from './request-early-access.request';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

type NotifyBody = { email?: unknown; feature?: unknown } | undefined;

/**
 * POST /api/{organiser-portal|submit-event|partnership|mobile-app}/notify {email, feature?}. The feature is the
 * path; a body `feature` (sent by the generic pages) is accepted and not needed.
 */
@ApiTags('early-access')
@UseInterceptors(RetryAfterInterceptor)
@Controller('api')
export class EarlyAccessController {
  constructor(private readonly commands: CommandBus) {}

  @Post('organiser-portal/notify')
  @HttpCode(200)
  @ApiZodBody(earlyAccessRequestSchema)
  @ApiZodResponse(200, earlyAccessAnswerSchema, 'On the list (a repeat gets the same answer)')
  organiserPortal(@Body() body: NotifyBody, @Ip() ip: string) {
    return this.request('organiser-portal', body, ip);
  }

  @Post('submit-event/notify')
  @HttpCode(200)
  @ApiZodBody(earlyAccessRequestSchema)
  @ApiZodResponse(200, earlyAccessAnswerSchema, 'On the list (a repeat gets the same answer)')
  submitEvent(@Body() body: NotifyBody, @Ip() ip: string) {
    return this.request('submit-event', body, ip);
  }

  @Post('partnership/notify')
  @HttpCode(200)
  @ApiZodBody(earlyAccessRequestSchema)
  @ApiZodResponse(200, earlyAccessAnswerSchema, 'On the list (a repeat gets the same answer)')
  partnership(@Body() body: NotifyBody, @Ip() ip: string) {
    return this.request('partnership', body, ip);
  }

  @Post('mobile-app/notify')
  @HttpCode(200)
  @ApiZodBody(earlyAccessRequestSchema)
  @ApiZodResponse(200, earlyAccessAnswerSchema, 'On the list (a repeat gets the same answer)')
  mobileApp(@Body() body: NotifyBody, @Ip() ip: string) {
    return this.request('mobile-app', body, ip);
  }

  private request(feature: EarlyAccessFeature, body: NotifyBody, ip: string) {
    return this.commands.execute(new RequestEarlyAccessCommand(feature, body?.email, ip));
  }
}
