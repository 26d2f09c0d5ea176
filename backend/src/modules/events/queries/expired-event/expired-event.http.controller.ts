import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ExpiredEventQuery, expiredEventAnswerSchema } from './expired-event.query';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('events')
@Controller('api/events')
export class ExpiredEventController {
  constructor(private readonly queries: QueryBus) {}

  @Get('expired/:id')
  @ApiZodResponse(200, expiredEventAnswerSchema, 'The event (expired) and up to six upcoming alternatives')
  expired(@Param('id') id: string) {
    return this.queries.execute(new ExpiredEventQuery(id));
  }
}
