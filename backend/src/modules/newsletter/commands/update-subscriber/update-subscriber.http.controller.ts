import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodParam, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { emailBodySchema, subscriberIdSchema, subscriberRowSchema } from '../../application/subscriber.schemas';
import { UpdateSubscriberCommand } from './update-subscriber.command';

const updateSchema = emailBodySchema.extend({
  isActive: z.boolean({ required_error: 'isActive is required', invalid_type_error: 'isActive must be true or false' }),
});

@ApiTags('newsletter management')
@Controller('api/newsletter/subscribers')
export class UpdateSubscriberController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @ApiZodParam('id', subscriberIdSchema)
  @ApiZodBody(updateSchema)
  @ApiZodResponse(200, subscriberRowSchema)
  update(@Param('id', new ZodValidationPipe(subscriberIdSchema)) id: string, @Body(new ZodValidationPipe(updateSchema)) body: z.infer<typeof updateSchema>) {
    return this.commands.execute(new UpdateSubscriberCommand(id, body.email, body.isActive));
  }
}
