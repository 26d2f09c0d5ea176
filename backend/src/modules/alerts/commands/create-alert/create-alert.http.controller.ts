import { Body, Controller, HttpCode, Ip, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { RetryAfterInterceptor } from '../../../../platform/rate-limit/retry-after.interceptor';
import { CreateAlertCommand, createAlertResultSchema } from './create-alert.command';
import { CreateAlertBody, createAlertRequestSchema, createAlertSchema } from './create-alert.request';

@ApiTags('alerts')
@UseInterceptors(RetryAfterInterceptor)
@Controller('api/alerts')
export class CreateAlertController {
  constructor(private readonly commands: CommandBus) {}

  /** Public, like the newsletter sign-up: no cookie is involved (no CSRF token to check), rate limited per IP and per address. */
  @Post()
  @HttpCode(200)
  @ApiZodBody(createAlertRequestSchema)
  @ApiZodResponse(200, createAlertResultSchema, 'Pending confirmation (the same answer for every address)')
  create(@Body(new ZodValidationPipe(createAlertSchema)) body: CreateAlertBody, @Ip() ip: string) {
    return this.commands.execute(new CreateAlertCommand(body, ip));
  }
}
