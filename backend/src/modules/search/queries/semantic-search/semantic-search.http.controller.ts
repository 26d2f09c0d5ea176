import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { SemanticSearchResult } from '../../application/semantic-search.result';
import { semanticSearchAnswerSchema } from '../../application/search-answer.schemas';
import { SemanticSearchQuery } from './semantic-search.query';
import { nearOf, SemanticSearchRequest, semanticSearchRequestFields, semanticSearchRequestSchema } from './semantic-search.request';

@ApiTags('search')
@Controller('api/events/search/semantic')
export class SemanticSearchController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Smart search in plain English ("free jazz near Bristol this weekend")' })
  @ApiZodQuery(semanticSearchRequestFields)
  @ApiZodResponse(200, semanticSearchAnswerSchema, 'Events, the intent as read, and what was relaxed when nothing met every constraint')
  search(@Query(new ZodValidationPipe(semanticSearchRequestSchema)) r: SemanticSearchRequest): Promise<SemanticSearchResult> {
    return this.queries.execute(new SemanticSearchQuery({ q: r.q, category: r.category, page: r.page, limit: r.limit, near: nearOf(r) }));
  }
}
