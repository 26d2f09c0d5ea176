import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AppConfig } from '../../platform/config/app-config';
import { AiModule } from '../ai/ai.module';
import { b2bPackagesFrom, B2bPackages } from './application/packages';
import { B2bCampaignRepository } from './application/ports/b2b-campaign.repository.port';
import { CatalogueFiguresReader } from './application/ports/catalogue-figures.reader.port';
import { B2bActions } from './commands/b2b-actions';
import { B2bWriter } from './commands/b2b-writer';
import { CompetitorAnalysisHandler } from './commands/competitor-analysis/competitor-analysis.handler';
import { CreateB2bCampaignHandler } from './commands/create-campaign/create-campaign.handler';
import { GenerateB2bContentHandler } from './commands/generate-content/generate-content.handler';
import { IndustryInsightsHandler } from './commands/industry-insights/industry-insights.handler';
import { B2bMarketingController } from './http/b2b-marketing.http.controller';
import { QueryBusCatalogueFiguresReader } from './infrastructure/query-bus-catalogue-figures.reader';
import { SqlB2bCampaignRepository } from './infrastructure/sql-b2b-campaign.repository';
import { B2bAnalyticsHandler } from './queries/b2b-analytics/b2b-analytics.handler';
import { ListB2bCampaignsHandler } from './queries/list-campaigns/list-campaigns.handler';
import { ListB2bPackagesHandler } from './queries/list-packages/list-packages.handler';

/**
 * B2B marketing (/b2b-marketing): copy, 7-day campaigns, insights and competitor positioning written through the AI
 * port from the catalogue's real figures; stored campaigns feed the analytics; packages come from configuration.
 */
@Module({
  imports: [CqrsModule, AiModule],
  controllers: [B2bMarketingController],
  providers: [
    { provide: CatalogueFiguresReader, useClass: QueryBusCatalogueFiguresReader },
    { provide: B2bCampaignRepository, useClass: SqlB2bCampaignRepository },
    // Checked at start-up: a bad B2B_PACKAGES_JSON stops the app with a message naming the problem.
    { provide: B2bPackages, useFactory: (config: AppConfig) => new B2bPackages(b2bPackagesFrom(config.values.B2B_PACKAGES_JSON)), inject: [AppConfig] },
    B2bActions,
    B2bWriter,
    GenerateB2bContentHandler,
    CreateB2bCampaignHandler,
    IndustryInsightsHandler,
    CompetitorAnalysisHandler,
    ListB2bCampaignsHandler,
    B2bAnalyticsHandler,
    ListB2bPackagesHandler,
  ],
})
export class B2bMarketingModule {}
