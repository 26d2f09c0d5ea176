import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { AnswerConsentController } from './commands/answer-consent/answer-consent.http.controller';
import { AnswerConsentHandler } from './commands/answer-consent/answer-consent.handler';
import { PageMetaResolver } from './queries/page-meta/page-meta.resolver';
import { SitemapService } from './queries/sitemap/sitemap.service';
import { CompressedAssets } from './infrastructure/compressed-assets';
import { FrontendDist } from './infrastructure/frontend-dist';
import { SeoController } from './seo.http.controller';

/** The website itself: static files, per-page metadata for crawlers and link previews, sitemap and robots. Import last. */
@Module({
  imports: [CqrsModule, RateLimitModule],
  controllers: [AnswerConsentController, SeoController],
  providers: [AnswerConsentHandler, PageMetaResolver, SitemapService, FrontendDist, CompressedAssets],
})
export class SeoModule {}
