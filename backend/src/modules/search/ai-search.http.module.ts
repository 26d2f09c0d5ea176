import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { AiSearchController } from './queries/ai-search/ai-search.http.controller';
import { AiSearchRateLimitInterceptor } from './queries/ai-search/ai-search.rate-limit';
import { SearchModule } from './search.module';

/**
 * POST /api/ai/search over HTTP: the AI search query (SearchModule) behind a per-IP limit stored in
 * PostgreSQL. Kept apart so SearchModule still runs without a database in its own tests.
 */
@Module({
  imports: [CqrsModule, SearchModule, RateLimitModule],
  controllers: [AiSearchController],
  providers: [AiSearchRateLimitInterceptor],
})
export class AiSearchHttpModule {}
