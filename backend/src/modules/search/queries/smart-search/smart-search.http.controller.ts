import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { SmartSearchResult } from '../../application/smart-search.result';
import { smartSearchAnswerSchema } from '../../application/search-answer.schemas';
import { SmartSearchQuery } from './smart-search.query';
import { SMART_SEARCH_PATHS } from '../../contracts/smart-search-paths';
import { nearOf, SmartSearchRequest, smartSearchRequestFields, smartSearchRequestSchema } from './smart-search.request';

@ApiTags('search')
@Controller(SMART_SEARCH_PATHS.map((path) => path.slice(1)))
export class SmartSearchController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Smart search in plain English ("free jazz near Bristol this weekend")' })
  @ApiZodQuery(smartSearchRequestFields)
  @ApiZodResponse(200, smartSearchAnswerSchema, 'Events, the intent as read, and what was relaxed when nothing met every constraint')
  search(@Query(new ZodValidationPipe(smartSearchRequestSchema)) r: SmartSearchRequest): Promise<SmartSearchResult> {
    return this.queries.execute(new SmartSearchQuery({ q: r.q, category: r.category, page: r.page, limit: r.limit, near: nearOf(r) }));
  }
}
