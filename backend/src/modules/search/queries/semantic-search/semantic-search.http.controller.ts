import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { SemanticSearchResult } from '../../application/semantic-search.result';
import { SemanticSearchQuery } from './semantic-search.query';
import { SemanticSearchRequest, semanticSearchRequestSchema } from './semantic-search.request';

@ApiTags('search')
@Controller('api/events/search/semantic')
export class SemanticSearchController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Smart search in plain English ("free jazz near Bristol this weekend")' })
  @ApiQuery({ name: 'q', required: true, description: '1–200 characters' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false, description: 'at most 50 (default 24)' })
  search(@Query(new ZodValidationPipe(semanticSearchRequestSchema)) r: SemanticSearchRequest): Promise<SemanticSearchResult> {
    return this.queries.execute(new SemanticSearchQuery({ q: r.q, page: r.page, limit: r.limit }));
  }
}
