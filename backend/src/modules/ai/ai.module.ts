import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { loadOpenAi } from '../../platform/packages/on-demand';
import { AppConfig } from '../../platform/config/app-config';
import { DescriptionAnalyst } from './application/description-analyst';
import { LocalAiProvider } from './application/local-ai-provider';
import { AiProvider } from './application/ports/ai-provider.port';
import { AiSuggestionRepository, AiUsageLog, AiUsageReport } from './application/ports/ai-suggestion.repository.port';
import { CatalogueTexts, EventFactsReader } from './application/ports/event-facts.reader.port';
import { TextAnalyser } from './application/ports/text-analyser.port';
import { AiOperations } from './commands/ai-operations';
import { AnalyzeDescriptionHandler } from './commands/analyze-description/analyze-description.handler';
import { AnalyzeDescriptionController } from './commands/analyze-description/analyze-description.http.controller';
import { ApplySuggestionHandler } from './commands/apply-suggestion/apply-suggestion.handler';
import { ApplySuggestionController } from './commands/apply-suggestion/apply-suggestion.http.controller';
import { EnhanceDescriptionHandler } from './commands/enhance-description/enhance-description.handler';
import { EnhanceDescriptionController } from './commands/enhance-description/enhance-description.http.controller';
import { GenerateVariationsHandler } from './commands/generate-variations/generate-variations.handler';
import { GenerateVariationsController } from './commands/generate-variations/generate-variations.http.controller';
import { AiSuggestionEntity } from './infrastructure/ai-suggestion.entity';
import { OpenAiAiProvider } from './infrastructure/openai/openai-ai-provider';
import { QueryBusCatalogueTexts, QueryBusEventFactsReader } from './infrastructure/query-bus-event-facts.reader';
import { PostgresAiUsageLog, PostgresAiUsageReport, TypeOrmAiSuggestionRepository } from './infrastructure/typeorm-ai-suggestion.repository';
import { WinkTextAnalyser } from './infrastructure/wink-text-analyser';
import { GetAiUsageHandler } from './queries/get-usage/get-usage.handler';
import { GetAiUsageController } from './queries/get-usage/get-usage.http.controller';
import { ListSuggestionsHandler } from './queries/list-suggestions/list-suggestions.handler';
import { ListSuggestionsController } from './queries/list-suggestions/list-suggestions.http.controller';

/** OpenAI when OPENAI_API_KEY is set (falling back to local on any failure), else the local provider alone. */
export function createAiProvider(config: AppConfig, local = new LocalAiProvider()): AiProvider {
  const v = config.values;
  if (!v.OPENAI_API_KEY) return local;
  const client = new (loadOpenAi())({ apiKey: v.OPENAI_API_KEY, baseURL: v.OPENAI_BASE_URL, maxRetries: 0, timeout: v.AI_TIMEOUT_MS });
  return new OpenAiAiProvider(client, local, { model: v.OPENAI_MODEL, timeoutMs: v.AI_TIMEOUT_MS, maxRetries: v.AI_MAX_RETRIES, backoffMs: v.AI_BACKOFF_MS });
}

/**
 * The AI port (local grounded writer + OpenAI) and the description tools: enhance, analyse, variations, stored
 * suggestions, Apply, token usage. Events and categories are read through their queries; Apply goes through the
 * events module's update command.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    EnhanceDescriptionController,
    AnalyzeDescriptionController,
    GenerateVariationsController,
    ApplySuggestionController,
    ListSuggestionsController,
    GetAiUsageController,
  ],
  providers: [
    { provide: AiProvider, useFactory: (config: AppConfig) => createAiProvider(config), inject: [AppConfig] },
    { provide: TextAnalyser, useFactory: () => new WinkTextAnalyser() },
    { provide: EventFactsReader, useClass: QueryBusEventFactsReader },
    { provide: CatalogueTexts, useClass: QueryBusCatalogueTexts },
    { provide: AiSuggestionRepository, useClass: TypeOrmAiSuggestionRepository },
    { provide: AiUsageLog, useClass: PostgresAiUsageLog },
    { provide: AiUsageReport, useClass: PostgresAiUsageReport },
    {
      provide: DescriptionAnalyst,
      useFactory: (analyser: TextAnalyser, catalogue: CatalogueTexts) => new DescriptionAnalyst(analyser, catalogue),
      inject: [TextAnalyser, CatalogueTexts],
    },
    AiOperations,
    EnhanceDescriptionHandler,
    AnalyzeDescriptionHandler,
    GenerateVariationsHandler,
    ApplySuggestionHandler,
    ListSuggestionsHandler,
    GetAiUsageHandler,
  ],
  // The AI port and its usage log, for other modules' AI tasks (B2B marketing, social content).
  exports: [AiProvider, AiUsageLog],
})
export class AiModule {
  /** TypeORM entities this module owns; AppModule hands them to the data source. */
  static readonly entities = [AiSuggestionEntity];
}
