import { Logger, Module, OnModuleInit, Optional } from '@nestjs/common';
import { Clock } from '../../platform/time/clock';
import { EventReadModel } from '../events/application/ports/event-read-model.port';
import { TextEmbedder } from '../embeddings/application/ports/text-embedder.port';
import { CqrsModule } from '@nestjs/cqrs';
import { LeanRoutes } from '../../platform/http/lean-routes';
import { smartSearchLeanRoute } from './queries/smart-search/smart-search.lean-route';
import { SMART_SEARCH_PATHS } from './contracts/smart-search-paths';
import type OpenAI from 'openai';
import { AppConfig } from '../../platform/config/app-config';
import { EventReadModelModule } from '../events/infrastructure/read-model/event-read-model.module';
import { CategoryVocabulary } from './application/category-vocabulary.port';
import { LocalIntentProvider } from './application/local-intent-provider';
import { createOpenAiClient } from './infrastructure/openai/openai-client';
import { OpenAiIntentProvider } from './infrastructure/openai/openai-intent-provider';
import { SearchIntentProvider } from './application/search-intent-provider.port';
import { QueryBusCategoryVocabulary } from './infrastructure/query-bus-category-vocabulary';
import { QueryBusVenueGazetteer } from './infrastructure/query-bus-venue-gazetteer';
import { VenueGazetteer } from './application/venue-gazetteer.port';
import { ExplainedSmartSearchHandler } from './queries/explained-smart-search/explained-smart-search.handler';
import { SmartSearchController } from './queries/smart-search/smart-search.http.controller';
import { SmartSearchHandler } from './queries/smart-search/smart-search.handler';
import { SmartSearchEngine } from './application/smart-search-engine';
import { SmartSearchCriteriaHandler } from './queries/smart-search-criteria/smart-search-criteria.handler';

/** DI token for the shared OpenAI client (null without OPENAI_API_KEY). */
export const OPENAI_CLIENT = Symbol('OPENAI_CLIENT');

/**
 * Smart search: GET /api/events/search/smart and the explained Smart Search query (its HTTP side, rate limited,
 * is ExplainedSmartSearchHttpModule). Local rule-based intent
 * by default; OpenAI intent when OPENAI_API_KEY is set. Query vectors come from the embeddings module's
 * TextEmbedder (global, imported by the events module; absent when a test mounts this module alone). EventReadModel comes
 * from the events module's EventReadModelModule, Clock and AppConfig from the global platform module.
 */
@Module({
  imports: [CqrsModule, EventReadModelModule],
  controllers: [SmartSearchController],
  providers: [
    { provide: LocalIntentProvider, useFactory: () => new LocalIntentProvider() },
    { provide: CategoryVocabulary, useClass: QueryBusCategoryVocabulary },
    { provide: VenueGazetteer, useClass: QueryBusVenueGazetteer },
    { provide: OPENAI_CLIENT, useFactory: (config: AppConfig) => createOpenAiClient(config), inject: [AppConfig] },
    {
      provide: SearchIntentProvider,
      useFactory: (client: OpenAI | null, local: LocalIntentProvider, categories: CategoryVocabulary, config: AppConfig) =>
        client ? new OpenAiIntentProvider(client, local, categories, { model: config.values.OPENAI_MODEL }) : local,
      inject: [OPENAI_CLIENT, LocalIntentProvider, CategoryVocabulary, AppConfig],
    },
    {
      provide: SmartSearchEngine,
      useFactory: (
        index: EventReadModel,
        clock: Clock,
        intents: SearchIntentProvider,
        categories: CategoryVocabulary,
        venues: VenueGazetteer,
        embeddings?: TextEmbedder,
        config?: AppConfig,
      ) => {
        const logger = new Logger('SmartSearch');
        return new SmartSearchEngine(index, clock, intents, categories, embeddings, config, venues, (message) => logger.warn(message));
      },
      inject: [
        EventReadModel,
        Clock,
        SearchIntentProvider,
        CategoryVocabulary,
        VenueGazetteer,
        { token: TextEmbedder, optional: true },
        { token: AppConfig, optional: true },
      ],
    },
    SmartSearchHandler,
    ExplainedSmartSearchHandler,
    SmartSearchCriteriaHandler,
  ],
  exports: [SearchIntentProvider],
})
export class SearchModule implements OnModuleInit {
  constructor(
    private readonly smartSearch: SmartSearchEngine,
    // absent when a test mounts this module without the platform
    @Optional() private readonly leanRoutes?: LeanRoutes,
  ) {}

  onModuleInit(): void {
    for (const path of SMART_SEARCH_PATHS) this.leanRoutes?.register(smartSearchLeanRoute(this.smartSearch, path));
  }
}
