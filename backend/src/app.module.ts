import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import { AiModule } from './modules/ai/ai.module';
import { CategoriesModule } from './modules/categories/categories.module';
import { ContactModule } from './modules/contact/contact.module';
import { DiscoveryModule } from './modules/discovery/discovery.module';
import { EarlyAccessModule } from './modules/early-access/early-access.module';
import { NewsletterModule } from './modules/newsletter/newsletter.module';
import { EventsModule } from './modules/events/events.module';
import { HealthModule } from './modules/health/health.module';
import { DataQualityModule } from './modules/data-quality/data-quality.module';
import { MonitoringModule } from './modules/monitoring/monitoring.module';
import { MailModule } from './modules/mail/mail.module';
import { IdentityModule } from './modules/identity/identity.module';
import { ImagesModule } from './modules/images/images.module';
import { NewsModule } from './modules/news/news.module';
import { OperationsModule } from './modules/operations/operations.module';
import { SearchModule } from './modules/search/search.module';
import { FeedsModule } from './modules/feeds/feeds.module';
import { AlertsModule } from './modules/alerts/alerts.module';
import { PartnerApiModule } from './modules/partner-api/partner-api.module';
import { SavedViewsModule } from './modules/saved-views/saved-views.module';
import { TrendingSearchesModule } from './modules/search/trending-searches.module';
import { ExplainedSmartSearchHttpModule } from './modules/search/explained-smart-search.http.module';
import { SeedModule } from './modules/seed/seed.module';
import { EmbedsModule } from './modules/embeds/embeds.module';
import { VenuesModule } from './modules/venues/venues.module';
import { SeoModule } from './modules/seo/seo.module';
import { SocialModule } from './modules/social/social.module';
import { B2bMarketingModule } from './modules/b2b/b2b-marketing.module';
import { EntityList } from './platform/database/data-source.factory';
import { PlatformModule, PlatformOptions } from './platform/platform.module';

/** Modules with a write model: each lists its own TypeORM entities (platform imports no module). */
const MODULES_WITH_ENTITIES = [
  EventsModule,
  CategoriesModule,
  NewsModule,
  VenuesModule,
  MailModule,
  NewsletterModule,
  ContactModule,
  EarlyAccessModule,
  IdentityModule,
  AiModule,
];

export const ENTITIES: EntityList = MODULES_WITH_ENTITIES.flatMap((m): EntityList => m.entities);

@Module({})
export class AppModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ ...options, entities: [...ENTITIES, ...(options.entities ?? [])] }),
        CqrsModule.forRoot(),
        ScheduleModule.forRoot(),
        HealthModule,
        IdentityModule, // its global guard protects every route outside the public allow-list
        CategoriesModule,
        EventsModule,
        SearchModule,
        ExplainedSmartSearchHttpModule,
        TrendingSearchesModule,
        FeedsModule,
        AlertsModule,
        NewsModule,
        VenuesModule,
        SeedModule,
        NewsletterModule,
        ContactModule,
        EarlyAccessModule,
        OperationsModule,
        SavedViewsModule,
        PartnerApiModule,
        AiModule,
        MonitoringModule,
        DataQualityModule,
        DiscoveryModule,
        ImagesModule,
        SocialModule,
        B2bMarketingModule,
        EmbedsModule,
        SeoModule, // last: its catch-all GET serves the website after every /api route
      ],
    };
  }
}
