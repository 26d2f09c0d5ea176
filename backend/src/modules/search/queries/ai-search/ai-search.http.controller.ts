import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { CategoryVocabulary } from '../../application/category-vocabulary.port';
import { SemanticSearchQuery } from '../semantic-search/semantic-search.query';
import { AiSearchRequest, aiSearchRequestSchema } from '../semantic-search/semantic-search.request';
import { AiSearchAnswer, explainSearch } from './ai-search.explanation';
import { ApiZodBody } from '../../../../platform/http/openapi/api-zod.decorators';

/** Mobile Smart Search and the admin AI search page: the semantic search plus a few words about it. */
@ApiTags('search')
@Controller('api/ai/search')
export class AiSearchController {
  constructor(
    private readonly queries: QueryBus,
    private readonly categories: CategoryVocabulary,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Smart search (body {query, useAI?}); same answer as the semantic search plus explanation' })
  @ApiZodBody(aiSearchRequestSchema)
  async search(@Body(new ZodValidationPipe(aiSearchRequestSchema)) body: AiSearchRequest): Promise<AiSearchAnswer> {
    const [result, categories] = await Promise.all([
      this.queries.execute(new SemanticSearchQuery({ q: body.query, page: body.page, limit: body.limit, useAI: body.useAI })),
      this.categories.list(),
    ]);
    return { ...result, ...explainSearch(result, new Map(categories.map((c) => [c.slug, c.name]))) };
  }
}
