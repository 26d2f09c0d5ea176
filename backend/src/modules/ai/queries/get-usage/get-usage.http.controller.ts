import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { usageResponseSchema } from '../../contracts/ai-description.schemas';
import { GetAiUsageQuery } from './get-usage.query';

@ApiTags('ai descriptions')
@Controller('api/admin/ai/usage')
export class GetAiUsageController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'AI token usage per provider, model and task, and the latest 20 calls' })
  @ApiZodResponse(200, usageResponseSchema)
  usage() {
    return this.queries.execute(new GetAiUsageQuery());
  }
}
