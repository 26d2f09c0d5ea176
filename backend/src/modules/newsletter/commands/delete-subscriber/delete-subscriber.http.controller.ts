import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodParam, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { messageAnswerSchema } from '../../application/message-answer.schema';
import { emailBodySchema, subscriberIdSchema } from '../../application/subscriber.schemas';
import { DeleteSubscriberCommand } from './delete-subscriber.command';

@ApiTags('newsletter management')
@Controller()
export class DeleteSubscriberController {
  constructor(private readonly commands: CommandBus) {}

  @Delete('api/newsletter/subscribers/:id')
  @ApiZodParam('id', subscriberIdSchema)
  @ApiZodResponse(200, messageAnswerSchema)
  remove(@Param('id', new ZodValidationPipe(subscriberIdSchema)) id: string) {
    return this.commands.execute(new DeleteSubscriberCommand({ id }));
  }

  /** User management's delete action (the spec's call). */
  @Post('api/admin/newsletter/unsubscribe')
  @HttpCode(200)
  @ApiZodBody(emailBodySchema)
  @ApiZodResponse(200, messageAnswerSchema)
  unsubscribe(@Body(new ZodValidationPipe(emailBodySchema)) body: z.infer<typeof emailBodySchema>) {
    return this.commands.execute(new DeleteSubscriberCommand({ email: body.email }));
  }
}
