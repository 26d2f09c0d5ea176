import { Body, Controller, HttpCode, Ip, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { RetryAfterInterceptor } from '../../../../platform/rate-limit/retry-after.interceptor';
import { ConfirmAlertCommand, confirmAlertResultSchema } from './confirm-alert.command';

const bodySchema = z.object({ token: z.string({ required_error: 'token is required' }).min(1).max(200) });

@ApiTags('alerts')
@UseInterceptors(RetryAfterInterceptor)
@Controller('api/alerts')
export class ConfirmAlertController {
  constructor(private readonly commands: CommandBus) {}

  /** Called by the site's confirmation page (a POST, so a mail scanner that fetches the mail's link confirms nothing). */
  @Post('confirm')
  @HttpCode(200)
  @ApiZodBody(bodySchema)
  @ApiZodResponse(200, confirmAlertResultSchema, 'Confirmed or already confirmed; 404 unknown link, 410 expired link')
  @ApiResponse({ status: 404, description: 'Unknown confirmation link' })
  @ApiResponse({ status: 410, description: 'Expired confirmation link' })
  confirm(@Body(new ZodValidationPipe(bodySchema)) body: { token: string }, @Ip() ip: string) {
    return this.commands.execute(new ConfirmAlertCommand(body.token, ip));
  }
}
