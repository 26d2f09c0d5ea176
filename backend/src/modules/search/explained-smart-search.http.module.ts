import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { ExplainedSmartSearchController } from './queries/explained-smart-search/explained-smart-search.http.controller';
import { ExplainedSmartSearchRateLimitInterceptor } from './queries/explained-smart-search/explained-smart-search.rate-limit';
import { SearchModule } from './search.module';

/**
 * POST /api/events/search/smart/explained over HTTP: the explained Smart Search query (SearchModule) behind a per-IP limit stored in
 * PostgreSQL. Kept apart so SearchModule still runs without a database in its own tests.
 */
@Module({
  imports: [CqrsModule, SearchModule, RateLimitModule],
  controllers: [ExplainedSmartSearchController],
  providers: [ExplainedSmartSearchRateLimitInterceptor],
})
export class ExplainedSmartSearchHttpModule {}
