import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { emailBodySchema, subscriberRowSchema } from '../../application/subscriber.schemas';
import { AddSubscriberCommand } from './add-subscriber.command';

@ApiTags('newsletter management')
@Controller('api/newsletter/subscribers')
export class AddSubscriberController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiZodBody(emailBodySchema)
  @ApiZodResponse(201, subscriberRowSchema, 'The new subscriber (active)')
  add(@Body(new ZodValidationPipe(emailBodySchema)) body: z.infer<typeof emailBodySchema>) {
    return this.commands.execute(new AddSubscriberCommand(body.email));
  }
}
