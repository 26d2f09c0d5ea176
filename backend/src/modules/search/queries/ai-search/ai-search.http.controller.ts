import { Body, Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { RetryAfterInterceptor } from '../../../../platform/rate-limit/retry-after.interceptor';
import { aiSearchAnswerSchema } from '../../application/search-answer.schemas';
import { AiSearchAnswer } from './ai-search.answer';
import { AiSearchRateLimitInterceptor } from './ai-search.rate-limit';
import { AiSearchQuery } from './ai-search.query';
import { AiSearchRequest, aiSearchRequestSchema } from './ai-search.request';
import { nearOf } from '../semantic-search/semantic-search.request';

/** The AI search widget (/ai-discovery, admin /ai-search): public, rate limited per IP. */
@ApiTags('search')
@UseInterceptors(RetryAfterInterceptor, AiSearchRateLimitInterceptor)
@Controller('api/ai/search')
export class AiSearchController {
  constructor(private readonly queries: QueryBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'AI search (body {query, useAI?}): events, intent, explanation, suggestions and confidence (0–100)' })
  @ApiZodBody(aiSearchRequestSchema)
  @ApiZodResponse(200, aiSearchAnswerSchema, 'Events with what was understood, what was relaxed and where to go next')
  search(@Body(new ZodValidationPipe(aiSearchRequestSchema)) body: AiSearchRequest): Promise<AiSearchAnswer> {
    return this.queries.execute(new AiSearchQuery({ query: body.query, useAI: body.useAI, page: body.page, limit: body.limit, near: nearOf(body) }));
  }
}
