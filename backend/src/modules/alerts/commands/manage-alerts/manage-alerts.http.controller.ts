import { Body, Controller, Get, HttpCode, Ip, Post, Query, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { RetryAfterInterceptor } from '../../../../platform/rate-limit/retry-after.interceptor';
import {
  manageAlertsChangedSchema,
  ManageAlertsCommand,
  ManageAlertsRequest,
  manageAlertsRequestSchema,
  manageAlertsViewSchema,
  OpenManagePageCommand,
} from './manage-alerts.command';

/**
 * The manage page of one address, reached by the signed link in every alert mail (no password, no cookie: the
 * signature is the authority, so there is no CSRF token to check; a tampered link is 403).
 */
@ApiTags('alerts')
@UseInterceptors(RetryAfterInterceptor)
@Controller('api/alerts/manage')
export class ManageAlertsController {
  constructor(private readonly commands: CommandBus) {}

  @Get()
  @ApiQuery({ name: 'a', required: true, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'sig', required: true, schema: { type: 'string' } })
  @ApiZodResponse(200, manageAlertsViewSchema, "The address's alerts (403 for a link that is not signed by this site)")
  @ApiResponse({ status: 403, description: 'A link not signed by this site' })
  open(@Query('a') a: unknown, @Query('sig') sig: unknown, @Ip() ip: string) {
    return this.commands.execute(new OpenManagePageCommand(a, sig, ip));
  }

  @Post()
  @HttpCode(200)
  @ApiZodBody(manageAlertsRequestSchema)
  @ApiZodResponse(200, manageAlertsChangedSchema, 'The alerts after the change, with a message (404 unknown alert, 403 bad link)')
  @ApiResponse({ status: 403, description: 'A link not signed by this site' })
  @ApiResponse({ status: 404, description: 'Unknown alert' })
  change(@Body(new ZodValidationPipe(manageAlertsRequestSchema)) body: ManageAlertsRequest, @Ip() ip: string) {
    return this.commands.execute(new ManageAlertsCommand(body, ip));
  }
}
