import { Body, Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { RetryAfterInterceptor } from '../../../../platform/rate-limit/retry-after.interceptor';
import { explainedSmartSearchAnswerSchema } from '../../application/search-answer.schemas';
import { ExplainedSmartSearchAnswer } from './explained-smart-search.answer';
import { ExplainedSmartSearchRateLimitInterceptor } from './explained-smart-search.rate-limit';
import { ExplainedSmartSearchQuery } from './explained-smart-search.query';
import { ExplainedSmartSearchRequest, explainedSmartSearchRequestSchema } from './explained-smart-search.request';
import { nearOf } from '../smart-search/smart-search.request';
import { EXPLAINED_SMART_SEARCH_PATHS } from '../../contracts/smart-search-paths';

/** Smart Search explained: the widget of /ai-discovery and the admin's /ai-search; public, rate limited per IP. */
@ApiTags('search')
@UseInterceptors(RetryAfterInterceptor, ExplainedSmartSearchRateLimitInterceptor)
@Controller(EXPLAINED_SMART_SEARCH_PATHS.map((path) => path.slice(1)))
export class ExplainedSmartSearchController {
  constructor(private readonly queries: QueryBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Smart Search explained (body {query, useAI?}): events, intent, explanation, suggestions and confidence (0–100)' })
  @ApiZodBody(explainedSmartSearchRequestSchema)
  @ApiZodResponse(200, explainedSmartSearchAnswerSchema, 'Events with what was understood, what was relaxed and where to go next')
  search(@Body(new ZodValidationPipe(explainedSmartSearchRequestSchema)) body: ExplainedSmartSearchRequest): Promise<ExplainedSmartSearchAnswer> {
    return this.queries.execute(
      new ExplainedSmartSearchQuery({ query: body.query, useAI: body.useAI, page: body.page, limit: body.limit, near: nearOf(body) }),
    );
  }
}
